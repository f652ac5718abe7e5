//===- BlockPool.h - Reused memory for large messages -----------*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// This file declares protobuf arena options whose large blocks are kept and
// reused instead of being returned to the system. A 64 MiB literal otherwise
// costs fresh pages (a page fault and a cleared page every 4 KiB) for every
// message that carries it, on both ends, which costs more than copying it.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_LIB_RUNTIME_RPC_BLOCKPOOL_H
#define XHLO_LIB_RUNTIME_RPC_BLOCKPOOL_H

#include <google/protobuf/arena.h>

namespace xhlo::runtime::rpc {

/// Options for arenas that hold literals: blocks of 1 MiB and more come from
/// a process-wide pool (at most getPoolLimit() bytes kept, the oldest freed
/// first). The pool frees what it keeps when the process exits.
google::protobuf::ArenaOptions getPooledArenaOptions();

/// The most bytes the pool keeps (256 MiB unless set).
size_t getPoolLimit();
/// Sets the most bytes the pool keeps, freeing the oldest blocks beyond it.
void setPoolLimit(size_t bytes);
/// Frees every block the pool keeps (a server with no sessions left).
void emptyPool();
/// The bytes of the blocks the pool keeps now.
size_t getPooledBytes();

} // namespace xhlo::runtime::rpc

#endif // XHLO_LIB_RUNTIME_RPC_BLOCKPOOL_H
