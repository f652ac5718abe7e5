//===- HloModuleConfig.h - The module configuration xhlo keeps --*- C++ -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The one table of the module configuration fields that travel through
// import and export (XLA's HloModuleConfig, which HloModuleProto does not
// hold): per field its HLO text header key (`HloModule m, replica_count=2`),
// the hlo module attribute (`hlo.` + the same name, an i64) and the
// HloModuleConfigProto field (xla.proto, in HloModuleProtoWithConfig). HLO
// text's reader and printer and the importer and exporter all walk it. It
// needs neither MLIR nor the text library.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_TARGET_HLO_HLOMODULECONFIG_H
#define XHLO_TARGET_HLO_HLOMODULECONFIG_H

#include "xhlo/xla.pb.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <limits>

namespace xhlo {

struct HloModuleConfigField {
  /// XLA's name: the HLO text header key and the proto field's name.
  llvm::StringLiteral textName;
  /// The attribute of the hlo module (builtin.module) holding the value.
  llvm::StringLiteral attrName;
  int64_t (*get)(const xla::HloModuleConfigProto &);
  void (*set)(xla::HloModuleConfigProto &, int64_t);
};

/// Counts are at least 1 and at most what XLA's ExecutionOptions and XRT's
/// XLAComputationConfig (int32 fields) can carry. Absent means 1 (the proto's
/// 0 too), and 1 is not printed, as XLA does.
constexpr int64_t kMaxHloModuleConfigCount =
    std::numeric_limits<int32_t>::max();

inline llvm::ArrayRef<HloModuleConfigField> getHloModuleConfigFields() {
  // In XLA's header print order.
  static const HloModuleConfigField fields[] = {
      {"replica_count", "hlo.replica_count",
       [](const xla::HloModuleConfigProto &c) { return c.replica_count(); },
       [](xla::HloModuleConfigProto &c, int64_t v) { c.set_replica_count(v); }},
      {"num_partitions", "hlo.num_partitions",
       [](const xla::HloModuleConfigProto &c) { return c.num_partitions(); },
       [](xla::HloModuleConfigProto &c, int64_t v) {
         c.set_num_partitions(v);
       }},
  };
  return fields;
}

} // namespace xhlo

#endif // XHLO_TARGET_HLO_HLOMODULECONFIG_H
