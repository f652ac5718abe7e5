// RUN: xhlo-translate --mlir-to-hlo-proto-text --split-input-file %s | FileCheck %s

// Indexing ops: dynamic-slice sizes, gather dimension numbers with
// gather_slice_sizes (34), scatter dimension numbers and promises; a variadic
// scatter (and sort) returns a tuple unpacked by get-tuple-element, and its
// update computation returns a tuple.

// CHECK-LABEL: entry_computation_name: "single"
// CHECK:       name: "region_0.14"
// CHECK:         name: "Arg_0.11"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 11
// CHECK-NEXT:  }
// CHECK:         name: "Arg_1.12"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 1
// CHECK-NEXT:    id: 12
// CHECK-NEXT:  }
// CHECK:         name: "add.13"
// CHECK-NEXT:    opcode: "add"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 13
// CHECK-NEXT:    operand_ids: 11
// CHECK-NEXT:    operand_ids: 12
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 14
// CHECK-NEXT:    root_id: 13
// CHECK:       name: "single"
// CHECK:         name: "Arg_0.1"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 1
// CHECK-NEXT:  }
// CHECK:         name: "Arg_1.2"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 1
// CHECK-NEXT:    id: 2
// CHECK-NEXT:  }
// CHECK:         name: "Arg_2.3"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 2
// CHECK-NEXT:    id: 3
// CHECK-NEXT:  }
// CHECK:         name: "Arg_3.4"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 3
// CHECK-NEXT:    id: 4
// CHECK-NEXT:  }
// CHECK:         name: "Arg_4.5"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 4
// CHECK-NEXT:    id: 5
// CHECK-NEXT:  }
// CHECK:         name: "Arg_5.6"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      dimensions: 1
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 5
// CHECK-NEXT:    id: 6
// CHECK-NEXT:  }
// CHECK:         name: "Arg_6.7"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 6
// CHECK-NEXT:    id: 7
// CHECK-NEXT:  }
// CHECK:         name: "dynamic-slice.8"
// CHECK-NEXT:    opcode: "dynamic-slice"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    dynamic_slice_sizes: 2
// CHECK-NEXT:    dynamic_slice_sizes: 2
// CHECK-NEXT:    id: 8
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    operand_ids: 2
// CHECK-NEXT:    operand_ids: 3
// CHECK-NEXT:  }
// CHECK:         name: "dynamic-update-slice.9"
// CHECK-NEXT:    opcode: "dynamic-update-slice"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 9
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    operand_ids: 8
// CHECK-NEXT:    operand_ids: 2
// CHECK-NEXT:    operand_ids: 3
// CHECK-NEXT:  }
// CHECK:         name: "gather.10"
// CHECK-NEXT:    opcode: "gather"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    gather_dimension_numbers {
// CHECK-NEXT:      offset_dims: 1
// CHECK-NEXT:      collapsed_slice_dims: 0
// CHECK-NEXT:      start_index_map: 0
// CHECK-NEXT:      index_vector_dim: 1
// CHECK-NEXT:    }
// CHECK-NEXT:    gather_slice_sizes: 1
// CHECK-NEXT:    gather_slice_sizes: 3
// CHECK-NEXT:    id: 10
// CHECK-NEXT:    operand_ids: 5
// CHECK-NEXT:    operand_ids: 6
// CHECK-NEXT:    indices_are_sorted: true
// CHECK-NEXT:  }
// CHECK:         name: "scatter.15"
// CHECK-NEXT:    opcode: "scatter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 15
// CHECK-NEXT:    operand_ids: 5
// CHECK-NEXT:    operand_ids: 6
// CHECK-NEXT:    operand_ids: 10
// CHECK-NEXT:    called_computation_ids: 14
// CHECK-NEXT:    scatter_dimension_numbers {
// CHECK-NEXT:      update_window_dims: 1
// CHECK-NEXT:      inserted_window_dims: 0
// CHECK-NEXT:      scatter_dims_to_operand_dims: 0
// CHECK-NEXT:      index_vector_dim: 1
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 16
// CHECK-NEXT:    root_id: 15
// CHECK:       {{^}}entry_computation_id: 16
func.func @single(%x: tensor<4x4xf32>, %i: tensor<i32>, %j: tensor<i32>, %u: tensor<2x2xf32>, %t: tensor<3x3xf32>, %idx: tensor<2x1xi32>, %up: tensor<2x3xf32>) -> tensor<3x3xf32> {
  %0 = hlo.dynamic_slice %x[%i, %j] dynamic_slice_sizes = [2, 2] : tensor<4x4xf32>, tensor<i32>
  %1 = hlo.dynamic_update_slice %x[%i, %j], %0 : tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>
  %2 = hlo.gather %t[%idx] dimension_numbers = <offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1> slice_sizes = [1, 3] indices_are_sorted : tensor<3x3xf32>, tensor<2x1xi32>
  %3 = hlo.scatter(%t)[%idx](%2) scatter_dimension_numbers = <update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> : tensor<3x3xf32>, tensor<2x1xi32>, tensor<2x3xf32> {
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    %sum = hlo.add %old, %new : tensor<f32>
    hlo.return %sum : tensor<f32>
  }
  return %3 : tensor<3x3xf32>
}

// -----

// CHECK-LABEL: entry_computation_name: "variadic"
// CHECK:       name: "region_0.11"
// CHECK:         name: "Arg_0.6"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 6
// CHECK-NEXT:  }
// CHECK:         name: "Arg_1.7"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 1
// CHECK-NEXT:    id: 7
// CHECK-NEXT:  }
// CHECK:         name: "Arg_2.8"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 2
// CHECK-NEXT:    id: 8
// CHECK-NEXT:  }
// CHECK:         name: "Arg_3.9"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 3
// CHECK-NEXT:    id: 9
// CHECK-NEXT:  }
// CHECK:         name: "tuple.10"
// CHECK-NEXT:    opcode: "tuple"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        layout {
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: S32
// CHECK-NEXT:        layout {
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 10
// CHECK-NEXT:    operand_ids: 8
// CHECK-NEXT:    operand_ids: 9
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 11
// CHECK-NEXT:    root_id: 10
// CHECK:       name: "region_1.20"
// CHECK:         name: "Arg_0.15"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 15
// CHECK-NEXT:  }
// CHECK:         name: "Arg_1.16"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 1
// CHECK-NEXT:    id: 16
// CHECK-NEXT:  }
// CHECK:         name: "Arg_2.17"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 2
// CHECK-NEXT:    id: 17
// CHECK-NEXT:  }
// CHECK:         name: "Arg_3.18"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 3
// CHECK-NEXT:    id: 18
// CHECK-NEXT:  }
// CHECK:         name: "compare.19"
// CHECK-NEXT:    opcode: "compare"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: PRED
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 19
// CHECK-NEXT:    operand_ids: 15
// CHECK-NEXT:    operand_ids: 16
// CHECK-NEXT:    comparison_direction: "LT"
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 20
// CHECK-NEXT:    root_id: 19
// CHECK:       name: "variadic"
// CHECK:         name: "Arg_0.1"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 1
// CHECK-NEXT:  }
// CHECK:         name: "Arg_1.2"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 1
// CHECK-NEXT:    id: 2
// CHECK-NEXT:  }
// CHECK:         name: "Arg_2.3"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      dimensions: 1
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 2
// CHECK-NEXT:    id: 3
// CHECK-NEXT:  }
// CHECK:         name: "Arg_3.4"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 3
// CHECK-NEXT:    id: 4
// CHECK-NEXT:  }
// CHECK:         name: "Arg_4.5"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 4
// CHECK-NEXT:    id: 5
// CHECK-NEXT:  }
// CHECK:         name: "scatter.12"
// CHECK-NEXT:    opcode: "scatter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 3
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: S32
// CHECK-NEXT:        dimensions: 3
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 12
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    operand_ids: 2
// CHECK-NEXT:    operand_ids: 3
// CHECK-NEXT:    operand_ids: 4
// CHECK-NEXT:    operand_ids: 5
// CHECK-NEXT:    called_computation_ids: 11
// CHECK-NEXT:    scatter_dimension_numbers {
// CHECK-NEXT:      inserted_window_dims: 0
// CHECK-NEXT:      scatter_dims_to_operand_dims: 0
// CHECK-NEXT:      index_vector_dim: 1
// CHECK-NEXT:    }
// CHECK-NEXT:    indices_are_sorted: true
// CHECK-NEXT:    unique_indices: true
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.13"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 13
// CHECK-NEXT:    operand_ids: 12
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.14"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    tuple_index: 1
// CHECK-NEXT:    id: 14
// CHECK-NEXT:    operand_ids: 12
// CHECK-NEXT:  }
// CHECK:         name: "sort.21"
// CHECK-NEXT:    opcode: "sort"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 3
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: S32
// CHECK-NEXT:        dimensions: 3
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    dimensions: 0
// CHECK-NEXT:    id: 21
// CHECK-NEXT:    operand_ids: 13
// CHECK-NEXT:    operand_ids: 14
// CHECK-NEXT:    called_computation_ids: 20
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.22"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 22
// CHECK-NEXT:    operand_ids: 21
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.23"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    tuple_index: 1
// CHECK-NEXT:    id: 23
// CHECK-NEXT:    operand_ids: 21
// CHECK-NEXT:  }
// CHECK:         name: "tuple.24"
// CHECK-NEXT:    opcode: "tuple"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 3
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: S32
// CHECK-NEXT:        dimensions: 3
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 24
// CHECK-NEXT:    operand_ids: 22
// CHECK-NEXT:    operand_ids: 23
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 25
// CHECK-NEXT:    root_id: 24
// CHECK:       {{^}}entry_computation_id: 25
func.func @variadic(%t: tensor<3xf32>, %ti: tensor<3xi32>, %idx: tensor<2x1xi32>, %u: tensor<2xf32>, %ui: tensor<2xi32>) -> (tensor<3xf32>, tensor<3xi32>) {
  %r:2 = hlo.scatter(%t, %ti)[%idx](%u, %ui) scatter_dimension_numbers = <inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1> indices_are_sorted unique_indices : tensor<3xf32>, tensor<3xi32>, tensor<2x1xi32>, tensor<2xf32>, tensor<2xi32> {
  ^bb0(%a: tensor<f32>, %ai: tensor<i32>, %b: tensor<f32>, %bi: tensor<i32>):
    hlo.return %b, %bi : tensor<f32>, tensor<i32>
  }
  %k, %v = hlo.sort(%r#0, %r#1) dimension = 0 : (tensor<3xf32>, tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>) {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = hlo.compare LT, %a, %b : tensor<f32>
    hlo.return %lt : tensor<i1>
  }
  return %k, %v : tensor<3xf32>, tensor<3xi32>
}
