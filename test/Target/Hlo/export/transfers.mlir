// RUN: xhlo-translate --mlir-to-hlo-proto-text --split-input-file --hlo-no-dense-layout-format %s | FileCheck %s

// send and recv return their context tuple (data, u32[], token[]) as one
// instruction, which send-done and recv-done take as their operand; all four
// carry channel_id (26) and is_host_transfer (47). recv-done's two results
// are its tuple taken apart. domain's shardings become the OpSharding
// messages domain_entry_sharding (54) and domain_exit_sharding (55) (an empty
// string is a present but default sharding, an absent one no field);
// rng-get-and-update-state's delta is field 66; ragged-all-to-all has six
// operands, replica groups and a channel id.

// CHECK-LABEL: entry_computation_name: "main"
// CHECK:         name: "send.3"
// CHECK-NEXT:    opcode: "send"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 2
// CHECK:           tuple_shapes {
// CHECK-NEXT:        element_type: U32
// CHECK:           tuple_shapes {
// CHECK-NEXT:        element_type: TOKEN
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    channel_id: 5
// CHECK-NEXT:    id: 3
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    operand_ids: 2
// CHECK-NEXT:    is_host_transfer: true
// CHECK-NEXT:  }
// CHECK:         name: "send-done.4"
// CHECK-NEXT:    opcode: "send-done"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TOKEN
// CHECK-NEXT:    }
// CHECK-NEXT:    channel_id: 5
// CHECK-NEXT:    id: 4
// CHECK-NEXT:    operand_ids: 3
// CHECK-NEXT:    is_host_transfer: true
// CHECK-NEXT:  }
// CHECK:         name: "recv.5"
// CHECK-NEXT:    opcode: "recv"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK:         channel_id: 6
// CHECK-NEXT:    id: 5
// CHECK-NEXT:    operand_ids: 4
// CHECK-NEXT:  }
// CHECK:         name: "recv-done.6"
// CHECK-NEXT:    opcode: "recv-done"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 2
// CHECK:           tuple_shapes {
// CHECK-NEXT:        element_type: TOKEN
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    channel_id: 6
// CHECK-NEXT:    id: 6
// CHECK-NEXT:    operand_ids: 5
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.7"
// CHECK:           operand_ids: 6
// CHECK:         name: "get-tuple-element.8"
// CHECK:           tuple_index: 1
// CHECK-NEXT:    id: 8
// CHECK-NEXT:    operand_ids: 6
// CHECK:         name: "rng-get-and-update-state.9"
// CHECK-NEXT:    opcode: "rng-get-and-update-state"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: U64
// CHECK-NEXT:      dimensions: 2
// CHECK:         id: 9
// CHECK-NEXT:    delta: 8
// CHECK-NEXT:  }
// CHECK:         root_id: 10
func.func @main(%x: tensor<2xf32>, %t0: !hlo.token) -> (tensor<2xf32>, tensor<2xui64>) {
  %s = hlo.send %x, %t0, channel_id = 5, is_host_transfer : tensor<2xf32>
  %t1 = hlo.send_done %s, channel_id = 5, is_host_transfer : tuple<tensor<2xf32>, tensor<ui32>, !hlo.token>
  %r = hlo.recv %t1, channel_id = 6 : tuple<tensor<2xf32>, tensor<ui32>, !hlo.token>
  %d, %t2 = hlo.recv_done %r, channel_id = 6 : tuple<tensor<2xf32>, tensor<ui32>, !hlo.token>
  %st = hlo.rng_get_and_update_state delta = 8 : tensor<2xui64>
  return %d, %st : tensor<2xf32>, tensor<2xui64>
}

// -----

// CHECK-LABEL: entry_computation_name: "main"
// CHECK:         name: "domain.2"
// CHECK-NEXT:    opcode: "domain"
// CHECK:         id: 2
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    domain_entry_sharding {
// CHECK-NEXT:      type: TUPLE
// CHECK-NEXT:      tuple_shardings {
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shardings {
// CHECK-NEXT:        type: MAXIMAL
// CHECK-NEXT:        tile_assignment_dimensions: 1
// CHECK-NEXT:        tile_assignment_devices: 0
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    domain_exit_sharding {
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK:         name: "domain.3"
// CHECK-NEXT:    opcode: "domain"
// CHECK:         id: 3
// CHECK-NEXT:    operand_ids: 2
// CHECK-NEXT:  }
func.func @main(%x: tuple<tensor<2xf32>, tensor<i32>>) -> tuple<tensor<2xf32>, tensor<i32>> {
  %a = hlo.domain %x, kind = "sharding", entry_sharding = "type: TUPLE tuple_shardings { } tuple_shardings { type: MAXIMAL tile_assignment_dimensions: 1 tile_assignment_devices: 0 }", exit_sharding = "" : tuple<tensor<2xf32>, tensor<i32>>
  %b = hlo.domain %a, kind = "sharding" : tuple<tensor<2xf32>, tensor<i32>>
  return %b : tuple<tensor<2xf32>, tensor<i32>>
}

// -----

// CHECK-LABEL: entry_computation_name: "main"
// CHECK:         name: "ragged-all-to-all.4"
// CHECK-NEXT:    opcode: "ragged-all-to-all"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 8
// CHECK-NEXT:      dimensions: 2
// CHECK:         channel_id: 4
// CHECK-NEXT:    id: 4
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    operand_ids: 2
// CHECK-NEXT:    operand_ids: 3
// CHECK-NEXT:    operand_ids: 3
// CHECK-NEXT:    operand_ids: 3
// CHECK-NEXT:    operand_ids: 3
// CHECK-NEXT:    replica_groups {
// CHECK-NEXT:      replica_ids: 0
// CHECK-NEXT:      replica_ids: 1
// CHECK-NEXT:      replica_ids: 2
// CHECK-NEXT:    }
// CHECK-NEXT:  }
func.func @main(%in: tensor<6x2xf32>, %out: tensor<8x2xf32>, %off: tensor<3xi64>) -> tensor<8x2xf32> {
  %r = hlo.ragged_all_to_all(%in, %out, %off, %off, %off, %off) replica_groups = [[0, 1, 2]], channel_id = 4 : tensor<6x2xf32>, tensor<8x2xf32>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>
  return %r : tensor<8x2xf32>
}
