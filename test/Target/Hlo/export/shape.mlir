// RUN: xhlo-translate --mlir-to-hlo-proto-text --split-input-file %s | FileCheck %s

// Shape ops: broadcast/transpose/reverse `dimensions`, slice as
// slice_dimensions (17), concatenate's and get-dimension-size's single
// dimension and iota's iota_dimension as `dimensions: [d]`, pad's
// PaddingConfig (negative edges, interior).

// CHECK-LABEL: entry_computation_name: "shapes"
// CHECK:       name: "shapes"
// CHECK:         name: "Arg_0.1"
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
// CHECK-NEXT:    id: 1
// CHECK-NEXT:  }
// CHECK:         name: "Arg_1.2"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
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
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 1
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 2
// CHECK-NEXT:    id: 3
// CHECK-NEXT:  }
// CHECK:         name: "broadcast.4"
// CHECK-NEXT:    opcode: "broadcast"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 2
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    dimensions: 1
// CHECK-NEXT:    dimensions: 2
// CHECK-NEXT:    id: 4
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:  }
// CHECK:         name: "reshape.5"
// CHECK-NEXT:    opcode: "reshape"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 5
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:  }
// CHECK:         name: "transpose.6"
// CHECK-NEXT:    opcode: "transpose"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    dimensions: 1
// CHECK-NEXT:    dimensions: 0
// CHECK-NEXT:    id: 6
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:  }
// CHECK:         name: "slice.7"
// CHECK-NEXT:    opcode: "slice"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      dimensions: 1
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    slice_dimensions {
// CHECK-NEXT:      limit: 2
// CHECK-NEXT:      stride: 1
// CHECK-NEXT:    }
// CHECK-NEXT:    slice_dimensions {
// CHECK-NEXT:      start: 1
// CHECK-NEXT:      limit: 3
// CHECK-NEXT:      stride: 2
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 7
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:  }
// CHECK:         name: "concatenate.8"
// CHECK-NEXT:    opcode: "concatenate"
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
// CHECK-NEXT:    dimensions: 0
// CHECK-NEXT:    id: 8
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    operand_ids: 3
// CHECK-NEXT:  }
// CHECK:         name: "pad.9"
// CHECK-NEXT:    opcode: "pad"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      dimensions: 8
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    padding_config {
// CHECK-NEXT:      dimensions {
// CHECK-NEXT:      }
// CHECK-NEXT:      dimensions {
// CHECK-NEXT:        edge_padding_low: 1
// CHECK-NEXT:        edge_padding_high: 2
// CHECK-NEXT:        interior_padding: 1
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 9
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    operand_ids: 2
// CHECK-NEXT:  }
// CHECK:         name: "reverse.10"
// CHECK-NEXT:    opcode: "reverse"
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
// CHECK-NEXT:    dimensions: 0
// CHECK-NEXT:    dimensions: 1
// CHECK-NEXT:    id: 10
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:  }
// CHECK:         name: "iota.11"
// CHECK-NEXT:    opcode: "iota"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    dimensions: 1
// CHECK-NEXT:    id: 11
// CHECK-NEXT:  }
// CHECK:         name: "copy.12"
// CHECK-NEXT:    opcode: "copy"
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
// CHECK-NEXT:    id: 12
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:  }
// CHECK:         name: "get-dimension-size.13"
// CHECK-NEXT:    opcode: "get-dimension-size"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    dimensions: 1
// CHECK-NEXT:    id: 13
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:  }
// CHECK:         name: "pad.14"
// CHECK-NEXT:    opcode: "pad"
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
// CHECK-NEXT:    padding_config {
// CHECK-NEXT:      dimensions {
// CHECK-NEXT:        edge_padding_low: -1
// CHECK-NEXT:        edge_padding_high: 1
// CHECK-NEXT:      }
// CHECK-NEXT:      dimensions {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 14
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    operand_ids: 2
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 15
// CHECK-NEXT:    root_id: 9
// CHECK:       {{^}}entry_computation_id: 15
func.func @shapes(%x: tensor<2x3xf32>, %s: tensor<f32>, %y: tensor<1x3xf32>) -> tensor<2x8xf32> {
  %0 = hlo.broadcast %x, dimensions = [1, 2] : (tensor<2x3xf32>) -> tensor<4x2x3xf32>
  %1 = hlo.reshape %x : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %2 = hlo.transpose %x, dimensions = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %3 = hlo.slice %x, slice = [0:2, 1:3:2] : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %4 = hlo.concatenate %x, %y, dimension = 0 : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
  %5 = hlo.pad %x, %s, low = [0, 1], high = [0, 2], interior = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x8xf32>
  %6 = hlo.reverse %x, dimensions = [0, 1] : tensor<2x3xf32>
  %7 = hlo.iota iota_dimension = 1 : tensor<2x4xi32>
  %8 = hlo.copy %x : tensor<2x3xf32>
  %9 = hlo.get_dimension_size %x, dimension = 1 : tensor<2x3xf32>
  %10 = hlo.pad %x, %s, low = [-1, 0], high = [1, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  return %5 : tensor<2x8xf32>
}
