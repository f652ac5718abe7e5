// RUN: xhlo-translate --mlir-to-hlo-proto-text --split-input-file %s | FileCheck %s
// RUN: xhlo-translate --mlir-to-hlo-proto-text --split-input-file --hlo-no-dense-layout-format %s | FileCheck %s --check-prefix=NODENSE

// The whole proto of a small module: module name from sym_name, the entry
// named after its function, ids from one counter (instructions, then the
// computation), row-major layouts with `format: DENSE`, an empty but present
// layout on scalars, program shapes with parameter names, and the entry's
// program shape as host_program_shape.

// CHECK-LABEL: {{^}}name: "m"
// CHECK-NEXT:  entry_computation_name: "main"
// CHECK-NEXT:  computations {
// CHECK-NEXT:    name: "main"
// CHECK-NEXT:    instructions {
// CHECK-NEXT:      name: "Arg_0.1"
// CHECK-NEXT:      opcode: "parameter"
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        dimensions: 3
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 1
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      id: 1
// CHECK-NEXT:    }
// CHECK-NEXT:    instructions {
// CHECK-NEXT:      name: "Arg_1.2"
// CHECK-NEXT:      opcode: "parameter"
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        layout {
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      parameter_number: 1
// CHECK-NEXT:      id: 2
// CHECK-NEXT:    }
// CHECK-NEXT:    instructions {
// CHECK-NEXT:      name: "broadcast.3"
// CHECK-NEXT:      opcode: "broadcast"
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        dimensions: 3
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 1
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      id: 3
// CHECK-NEXT:      operand_ids: 2
// CHECK-NEXT:    }
// CHECK-NEXT:    instructions {
// CHECK-NEXT:      name: "add.4"
// CHECK-NEXT:      opcode: "add"
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        dimensions: 3
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 1
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      id: 4
// CHECK-NEXT:      operand_ids: 1
// CHECK-NEXT:      operand_ids: 3
// CHECK-NEXT:    }
// CHECK-NEXT:    program_shape {
// CHECK-NEXT:      parameters {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        dimensions: 3
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 1
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      parameters {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        layout {
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      result {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        dimensions: 3
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 1
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      parameter_names: "Arg_0.1"
// CHECK-NEXT:      parameter_names: "Arg_1.2"
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 5
// CHECK-NEXT:    root_id: 4
// CHECK-NEXT:  }
// CHECK-NEXT:  host_program_shape {
// CHECK-NEXT:    parameters {
// CHECK:         parameters {
// CHECK:         result {
// CHECK:         parameter_names: "Arg_0.1"
// CHECK-NEXT:    parameter_names: "Arg_1.2"
// CHECK-NEXT:  }
// CHECK-NEXT:  id: 5
// CHECK-NEXT:  entry_computation_id: 5

// Without the DENSE format, scalars keep an empty layout.
// NODENSE:      name: "Arg_0.1"
// NODENSE:        layout {
// NODENSE-NEXT:     minor_to_major: 1
// NODENSE-NEXT:     minor_to_major: 0
// NODENSE-NEXT:   }
// NODENSE:      name: "Arg_1.2"
// NODENSE-NEXT: opcode: "parameter"
// NODENSE-NEXT: shape {
// NODENSE-NEXT:   element_type: F32
// NODENSE-NEXT:   layout {
// NODENSE-NEXT:   }
// NODENSE-NEXT: }
// NODENSE-NOT:  format: DENSE

module @m {
func.func @main(%p0: tensor<2x3xf32>, %p1: tensor<f32>) -> tensor<2x3xf32> {
  %b = hlo.broadcast %p1, dimensions = [] : (tensor<f32>) -> tensor<2x3xf32>
  %0 = hlo.add %p0, %b : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
}

// -----

// Several results: the root is a tuple of them. The module name defaults to
// "main".
// CHECK-LABEL: {{^}}name: "main"
// CHECK-NEXT:  entry_computation_name: "multi"
// CHECK:         name: "tuple.3"
// CHECK-NEXT:    opcode: "tuple"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK:           tuple_shapes {
// CHECK-NEXT:        element_type: S32
// CHECK:           id: 3
// CHECK-NEXT:      operand_ids: 1
// CHECK-NEXT:      operand_ids: 2
// CHECK:         root_id: 3
// CHECK:       host_program_shape {
// CHECK:         result {
// CHECK-NEXT:      element_type: TUPLE
func.func @multi(%p0: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xi32>) {
  %0 = hlo.bitcast_convert %p0 : (tensor<2xf32>) -> tensor<2xi32>
  return %p0, %0 : tensor<2xf32>, tensor<2xi32>
}

// -----

// hlo.tuple_result: one result, returned as a 1-tuple.
// CHECK-LABEL: entry_computation_name: "tupled"
// CHECK:         name: "tuple.2"
// CHECK-NEXT:    opcode: "tuple"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK:           id: 2
// CHECK-NEXT:      operand_ids: 1
// CHECK-NEXT:    }
// CHECK:         root_id: 2
func.func @tupled(%p0: tensor<2xf32>) -> tensor<2xf32> attributes {hlo.tuple_result} {
  return %p0 : tensor<2xf32>
}

// -----

// No result: an empty tuple.
// CHECK-LABEL: entry_computation_name: "nothing"
// CHECK-NEXT:  computations {
// CHECK-NEXT:    name: "nothing"
// CHECK-NEXT:    instructions {
// CHECK-NEXT:      name: "tuple.1"
// CHECK-NEXT:      opcode: "tuple"
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: TUPLE
// CHECK-NEXT:      }
// CHECK-NEXT:      id: 1
// CHECK-NEXT:    }
// CHECK:         id: 2
// CHECK-NEXT:    root_id: 1
func.func @nothing() {
  return
}

// -----

// hlo.entry picks the entry; other public functions are not exported.
// hlo.layout sets entry layouts (parameter instruction and program shapes);
// tokens have no layout.
// CHECK-LABEL: entry_computation_name: "step"
// CHECK-NEXT:  computations {
// CHECK-NEXT:    name: "step"
// CHECK-NEXT:    instructions {
// CHECK-NEXT:      name: "Arg_0.1"
// CHECK-NEXT:      opcode: "parameter"
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        dimensions: 3
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          minor_to_major: 1
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      id: 1
// CHECK-NEXT:    }
// CHECK-NEXT:    instructions {
// CHECK-NEXT:      name: "Arg_1.2"
// CHECK-NEXT:      opcode: "parameter"
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: TOKEN
// CHECK-NEXT:      }
// CHECK-NEXT:      parameter_number: 1
// CHECK-NEXT:      id: 2
// CHECK-NEXT:    }
// CHECK-NEXT:    instructions {
// CHECK-NEXT:      name: "tuple.3"
// CHECK:           tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        dimensions: 3
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 1
// CHECK-NEXT:          minor_to_major: 0
// CHECK:         program_shape {
// CHECK-NEXT:      parameters {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        dimensions: 3
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          minor_to_major: 1
// CHECK:           result {
// CHECK-NEXT:        element_type: TUPLE
// CHECK-NEXT:        tuple_shapes {
// CHECK-NEXT:          element_type: F32
// CHECK-NEXT:          dimensions: 2
// CHECK-NEXT:          dimensions: 3
// CHECK-NEXT:          layout {
// CHECK-NEXT:            minor_to_major: 0
// CHECK-NEXT:            minor_to_major: 1
// CHECK:             tuple_shapes {
// CHECK-NEXT:          element_type: TOKEN
// CHECK-NEXT:        }
// CHECK:       host_program_shape {
// CHECK-NEXT:    parameters {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        minor_to_major: 1
// CHECK:       id: 4
// CHECK-NEXT:  entry_computation_id: 4
module attributes {hlo.entry = "step"} {
func.func @main(%p0: tensor<2xf32>) -> tensor<2xf32> {
  return %p0 : tensor<2xf32>
}
func.func @step(%p0: tensor<2x3xf32> {hlo.layout = array<i64: 0, 1>}, %t: !hlo.token) -> (tensor<2x3xf32> {hlo.layout = array<i64: 0, 1>}, !hlo.token) {
  return %p0, %t : tensor<2x3xf32>, !hlo.token
}
}

// -----

// Without @main, the only public function is the entry; a called function is
// exported before it (callee first), named after the function.
// CHECK-LABEL: entry_computation_name: "only"
// CHECK-NEXT:  computations {
// CHECK-NEXT:    name: "helper"
// CHECK-NEXT:    instructions {
// CHECK-NEXT:      name: "Arg_0.2"
// CHECK:           id: 2
// CHECK:         id: 3
// CHECK-NEXT:    root_id: 2
// CHECK-NEXT:  }
// CHECK-NEXT:  computations {
// CHECK-NEXT:    name: "only"
// CHECK:           name: "call.4"
// CHECK-NEXT:      opcode: "call"
// CHECK:           id: 4
// CHECK-NEXT:      operand_ids: 1
// CHECK-NEXT:      called_computation_ids: 3
// CHECK:         id: 5
// CHECK-NEXT:    root_id: 4
// CHECK:       id: 5
// CHECK-NEXT:  entry_computation_id: 5
func.func private @helper(%p0: tensor<2xf32>) -> tensor<2xf32> {
  return %p0 : tensor<2xf32>
}
func.func @only(%p0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = hlo.call @helper(%p0) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
