// RUN: xhlo-translate --mlir-to-hlo-proto-text --split-input-file %s | FileCheck %s

// Contraction ops: DotDimensionNumbers, ConvolutionDimensionNumbers and
// Window for convolution (group counts 50/58), precision_config with one entry
// per operand (DEFAULT when absent), cholesky/triangular-solve options, fft,
// batch-norm epsilon/feature_index and their tuple results.

// CHECK-LABEL: entry_computation_name: "contractions"
// CHECK:       name: "contractions"
// CHECK:         name: "Arg_0.1"
// CHECK-NEXT:    opcode: "parameter"
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
// CHECK-NEXT:    id: 1
// CHECK-NEXT:  }
// CHECK:         name: "Arg_1.2"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      dimensions: 5
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 2
// CHECK-NEXT:        minor_to_major: 1
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
// CHECK-NEXT:      element_type: BF16
// CHECK-NEXT:      dimensions: 2
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
// CHECK:         name: "Arg_3.4"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: BF16
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      dimensions: 4
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
// CHECK-NEXT:      dimensions: 1
// CHECK-NEXT:      dimensions: 8
// CHECK-NEXT:      dimensions: 8
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 3
// CHECK-NEXT:        minor_to_major: 2
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
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      dimensions: 16
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 3
// CHECK-NEXT:        minor_to_major: 2
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
// CHECK-NEXT:      dimensions: 3
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
// CHECK:         name: "Arg_7.8"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 7
// CHECK-NEXT:    id: 8
// CHECK-NEXT:  }
// CHECK:         name: "Arg_8.9"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      dimensions: 8
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 8
// CHECK-NEXT:    id: 9
// CHECK-NEXT:  }
// CHECK:         name: "Arg_9.10"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: C64
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 9
// CHECK-NEXT:    id: 10
// CHECK-NEXT:  }
// CHECK:         name: "Arg_10.11"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 10
// CHECK-NEXT:    id: 11
// CHECK-NEXT:  }
// CHECK:         name: "dot.12"
// CHECK-NEXT:    opcode: "dot"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      dimensions: 5
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 2
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    dot_dimension_numbers {
// CHECK-NEXT:      lhs_contracting_dimensions: 2
// CHECK-NEXT:      rhs_contracting_dimensions: 1
// CHECK-NEXT:      lhs_batch_dimensions: 0
// CHECK-NEXT:      rhs_batch_dimensions: 0
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 12
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    operand_ids: 2
// CHECK-NEXT:    precision_config {
// CHECK-NEXT:      operand_precision: DEFAULT
// CHECK-NEXT:      operand_precision: DEFAULT
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK:         name: "dot.13"
// CHECK-NEXT:    opcode: "dot"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    dot_dimension_numbers {
// CHECK-NEXT:      lhs_contracting_dimensions: 1
// CHECK-NEXT:      rhs_contracting_dimensions: 0
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 13
// CHECK-NEXT:    operand_ids: 3
// CHECK-NEXT:    operand_ids: 4
// CHECK-NEXT:    precision_config {
// CHECK-NEXT:      operand_precision: HIGH
// CHECK-NEXT:      operand_precision: DEFAULT
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK:         name: "convolution.14"
// CHECK-NEXT:    opcode: "convolution"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 1
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      dimensions: 16
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 3
// CHECK-NEXT:        minor_to_major: 2
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    window {
// CHECK-NEXT:      dimensions {
// CHECK-NEXT:        size: 3
// CHECK-NEXT:        stride: 2
// CHECK-NEXT:        padding_low: 1
// CHECK-NEXT:        padding_high: 1
// CHECK-NEXT:        window_dilation: 1
// CHECK-NEXT:        base_dilation: 1
// CHECK-NEXT:      }
// CHECK-NEXT:      dimensions {
// CHECK-NEXT:        size: 3
// CHECK-NEXT:        stride: 2
// CHECK-NEXT:        padding_low: 1
// CHECK-NEXT:        padding_high: 1
// CHECK-NEXT:        window_dilation: 1
// CHECK-NEXT:        base_dilation: 1
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    convolution_dimension_numbers {
// CHECK-NEXT:      kernel_input_feature_dimension: 2
// CHECK-NEXT:      kernel_output_feature_dimension: 3
// CHECK-NEXT:      kernel_spatial_dimensions: 0
// CHECK-NEXT:      kernel_spatial_dimensions: 1
// CHECK-NEXT:      input_feature_dimension: 3
// CHECK-NEXT:      output_feature_dimension: 3
// CHECK-NEXT:      input_spatial_dimensions: 1
// CHECK-NEXT:      input_spatial_dimensions: 2
// CHECK-NEXT:      output_spatial_dimensions: 1
// CHECK-NEXT:      output_spatial_dimensions: 2
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 14
// CHECK-NEXT:    operand_ids: 5
// CHECK-NEXT:    operand_ids: 6
// CHECK-NEXT:    feature_group_count: 1
// CHECK-NEXT:    precision_config {
// CHECK-NEXT:      operand_precision: DEFAULT
// CHECK-NEXT:      operand_precision: DEFAULT
// CHECK-NEXT:    }
// CHECK-NEXT:    batch_group_count: 1
// CHECK-NEXT:  }
// CHECK:         name: "cholesky.15"
// CHECK-NEXT:    opcode: "cholesky"
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
// CHECK-NEXT:    operand_ids: 7
// CHECK-NEXT:    cholesky_options {
// CHECK-NEXT:      lower: true
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK:         name: "triangular-solve.16"
// CHECK-NEXT:    opcode: "triangular-solve"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 16
// CHECK-NEXT:    operand_ids: 7
// CHECK-NEXT:    operand_ids: 8
// CHECK-NEXT:    triangular_solve_options {
// CHECK-NEXT:      left_side: true
// CHECK-NEXT:      lower: true
// CHECK-NEXT:      transpose_a: ADJOINT
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK:         name: "fft.17"
// CHECK-NEXT:    opcode: "fft"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: C64
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      dimensions: 5
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    fft_type: RFFT
// CHECK-NEXT:    fft_length: 8
// CHECK-NEXT:    id: 17
// CHECK-NEXT:    operand_ids: 9
// CHECK-NEXT:  }
// CHECK:         name: "batch-norm-inference.18"
// CHECK-NEXT:    opcode: "batch-norm-inference"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      dimensions: 8
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    epsilon: 0.001
// CHECK-NEXT:    id: 18
// CHECK-NEXT:    operand_ids: 9
// CHECK-NEXT:    operand_ids: 11
// CHECK-NEXT:    operand_ids: 11
// CHECK-NEXT:    operand_ids: 11
// CHECK-NEXT:    operand_ids: 11
// CHECK-NEXT:  }
// CHECK:         name: "batch-norm-training.19"
// CHECK-NEXT:    opcode: "batch-norm-training"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 4
// CHECK-NEXT:        dimensions: 8
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 1
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 4
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 4
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    epsilon: 0.001
// CHECK-NEXT:    id: 19
// CHECK-NEXT:    operand_ids: 9
// CHECK-NEXT:    operand_ids: 11
// CHECK-NEXT:    operand_ids: 11
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.20"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      dimensions: 8
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 20
// CHECK-NEXT:    operand_ids: 19
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.21"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    tuple_index: 1
// CHECK-NEXT:    id: 21
// CHECK-NEXT:    operand_ids: 19
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.22"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    tuple_index: 2
// CHECK-NEXT:    id: 22
// CHECK-NEXT:    operand_ids: 19
// CHECK-NEXT:  }
// CHECK:         name: "batch-norm-grad.23"
// CHECK-NEXT:    opcode: "batch-norm-grad"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 4
// CHECK-NEXT:        dimensions: 8
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 1
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 4
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 4
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    epsilon: 0.001
// CHECK-NEXT:    id: 23
// CHECK-NEXT:    operand_ids: 9
// CHECK-NEXT:    operand_ids: 11
// CHECK-NEXT:    operand_ids: 11
// CHECK-NEXT:    operand_ids: 11
// CHECK-NEXT:    operand_ids: 9
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.24"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      dimensions: 8
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 24
// CHECK-NEXT:    operand_ids: 23
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.25"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    tuple_index: 1
// CHECK-NEXT:    id: 25
// CHECK-NEXT:    operand_ids: 23
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.26"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    tuple_index: 2
// CHECK-NEXT:    id: 26
// CHECK-NEXT:    operand_ids: 23
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 27
// CHECK-NEXT:    root_id: 12
// CHECK:       {{^}}entry_computation_id: 27
func.func @contractions(%a: tensor<4x2x3xf32>, %b: tensor<4x3x5xf32>, %x: tensor<2x3xbf16>, %y: tensor<3x4xbf16>, %img: tensor<1x8x8x4xf32>, %k: tensor<3x3x4x16xf32>, %m: tensor<3x3xf32>, %rhs: tensor<3x4xf32>, %s: tensor<4x8xf32>, %c: tensor<4xcomplex<f32>>, %f: tensor<4xf32>) -> tensor<4x2x5xf32> {
  %0 = hlo.dot %a, %b, lhs_batch_dims = [0], lhs_contracting_dims = [2], rhs_batch_dims = [0], rhs_contracting_dims = [1] : (tensor<4x2x3xf32>, tensor<4x3x5xf32>) -> tensor<4x2x5xf32>
  %1 = hlo.dot %x, %y, lhs_contracting_dims = [1], rhs_contracting_dims = [0], precision_config = [HIGH, DEFAULT] : (tensor<2x3xbf16>, tensor<3x4xbf16>) -> tensor<2x4xf32>
  %2 = hlo.convolution %img, %k, window = <size = [3, 3], stride = [2, 2], pad_low = [1, 1], pad_high = [1, 1]>, dim_labels = <[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> : (tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>) -> tensor<1x4x4x16xf32>
  %3 = hlo.cholesky %m, lower = true : tensor<3x3xf32>
  %4 = hlo.triangular_solve %m, %rhs, <left_side = true, lower = true, transpose_a = ADJOINT> : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  %5 = hlo.fft %s, fft_type = RFFT, fft_length = [8] : (tensor<4x8xf32>) -> tensor<4x5xcomplex<f32>>
  %6 = hlo.batch_norm_inference %s, %f, %f, %f, %f, epsilon = 1.0e-03, feature_index = 0 : (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4x8xf32>
  %7:3 = hlo.batch_norm_training %s, %f, %f, epsilon = 1.0e-03, feature_index = 0 : (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>)
  %8:3 = hlo.batch_norm_grad %s, %f, %f, %f, %s, epsilon = 1.0e-03, feature_index = 0 : (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4xf32>, tensor<4xf32>)
  return %0 : tensor<4x2x5xf32>
}
