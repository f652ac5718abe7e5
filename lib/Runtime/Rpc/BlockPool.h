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
/// a process-wide pool (at most 1 GiB kept, the oldest freed first).
google::protobuf::ArenaOptions getPooledArenaOptions();

} // namespace xhlo::runtime::rpc

#endif // XHLO_LIB_RUNTIME_RPC_BLOCKPOOL_H
