// RUN: xhlo-translate --mlir-to-hlo-proto-text --split-input-file %s | FileCheck %s
// RUN: xhlo-translate --mlir-to-hlo-text --split-input-file %s | FileCheck %s --check-prefix=TEXT

// Constants: a LiteralProto with shape and layout and the values in the field
// of the element type: preds, s32s, s64s, u32s, u64s, f32s, f64s repeated;
// s8/u8 raw bytes; s16/u16/f16/bf16 little-endian raw bytes; c64s/c128s
// interleaved (re, im); splats expanded; row-major order.

// CHECK-LABEL: entry_computation_name: "literals"
// CHECK:       name: "literals"
// CHECK:         name: "constant.1"
// CHECK-NEXT:    opcode: "constant"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: PRED
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    literal {
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: PRED
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      preds: true
// CHECK-NEXT:      preds: false
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 1
// CHECK-NEXT:  }
// CHECK:         name: "constant.2"
// CHECK-NEXT:    opcode: "constant"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S8
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    literal {
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: S8
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      s8s: "\377\002"
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 2
// CHECK-NEXT:  }
// CHECK:         name: "constant.3"
// CHECK-NEXT:    opcode: "constant"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: U8
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    literal {
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: U8
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      u8s: "\377A"
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 3
// CHECK-NEXT:  }
// CHECK:         name: "constant.4"
// CHECK-NEXT:    opcode: "constant"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S16
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    literal {
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: S16
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      s16s: "\376\377\002\001"
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 4
// CHECK-NEXT:  }
// CHECK:         name: "constant.5"
// CHECK-NEXT:    opcode: "constant"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: U16
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    literal {
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: U16
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      u16s: "\377\377\001\000"
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 5
// CHECK-NEXT:  }
// CHECK:         name: "constant.6"
// CHECK-NEXT:    opcode: "constant"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    literal {
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: S32
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      s32s: -7
// CHECK-NEXT:      s32s: 2147483647
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 6
// CHECK-NEXT:  }
// CHECK:         name: "constant.7"
// CHECK-NEXT:    opcode: "constant"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S64
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    literal {
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: S64
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      s64s: -9223372036854775808
// CHECK-NEXT:      s64s: 5
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 7
// CHECK-NEXT:  }
// CHECK:         name: "constant.8"
// CHECK-NEXT:    opcode: "constant"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: U32
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    literal {
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: U32
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      u32s: 4294967295
// CHECK-NEXT:      u32s: 0
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 8
// CHECK-NEXT:  }
// CHECK:         name: "constant.9"
// CHECK-NEXT:    opcode: "constant"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: U64
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    literal {
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: U64
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      u64s: 18446744073709551615
// CHECK-NEXT:      u64s: 1
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 9
// CHECK-NEXT:  }
// CHECK:         name: "constant.10"
// CHECK-NEXT:    opcode: "constant"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F16
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    literal {
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: F16
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      f16s: "\000<\000\300"
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 10
// CHECK-NEXT:  }
// CHECK:         name: "constant.11"
// CHECK-NEXT:    opcode: "constant"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: BF16
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    literal {
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: BF16
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      bf16s: "\200?\000\300"
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 11
// CHECK-NEXT:  }
// CHECK:         name: "constant.12"
// CHECK-NEXT:    opcode: "constant"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    literal {
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      f32s: 1.5
// CHECK-NEXT:      f32s: inf
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 12
// CHECK-NEXT:  }
// CHECK:         name: "constant.13"
// CHECK-NEXT:    opcode: "constant"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F64
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    literal {
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: F64
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      f64s: 0.1
// CHECK-NEXT:      f64s: -0
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 13
// CHECK-NEXT:  }
// CHECK:         name: "constant.14"
// CHECK-NEXT:    opcode: "constant"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: C64
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    literal {
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: C64
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      c64s: 1
// CHECK-NEXT:      c64s: 2
// CHECK-NEXT:      c64s: 3
// CHECK-NEXT:      c64s: -4
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 14
// CHECK-NEXT:  }
// CHECK:         name: "constant.15"
// CHECK-NEXT:    opcode: "constant"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: C128
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    literal {
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: C128
// CHECK-NEXT:        layout {
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      c128s: 0.5
// CHECK-NEXT:      c128s: -1.5
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 15
// CHECK-NEXT:  }
// CHECK:         name: "constant.16"
// CHECK-NEXT:    opcode: "constant"
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
// CHECK-NEXT:    literal {
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 1
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      f32s: 1
// CHECK-NEXT:      f32s: 2
// CHECK-NEXT:      f32s: 3
// CHECK-NEXT:      f32s: 4
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 16
// CHECK-NEXT:  }
// CHECK:         name: "constant.17"
// CHECK-NEXT:    opcode: "constant"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    literal {
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: S32
// CHECK-NEXT:        dimensions: 3
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      s32s: 7
// CHECK-NEXT:      s32s: 7
// CHECK-NEXT:      s32s: 7
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 17
// CHECK-NEXT:  }
// CHECK:         name: "tuple.18"
// CHECK-NEXT:    opcode: "tuple"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: PRED
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: S8
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: U8
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: S16
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: U16
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: S32
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: S64
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: U32
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: U64
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F16
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: BF16
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F64
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: C64
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: C128
// CHECK-NEXT:        layout {
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 1
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
// CHECK-NEXT:    id: 18
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    operand_ids: 2
// CHECK-NEXT:    operand_ids: 3
// CHECK-NEXT:    operand_ids: 4
// CHECK-NEXT:    operand_ids: 5
// CHECK-NEXT:    operand_ids: 6
// CHECK-NEXT:    operand_ids: 7
// CHECK-NEXT:    operand_ids: 8
// CHECK-NEXT:    operand_ids: 9
// CHECK-NEXT:    operand_ids: 10
// CHECK-NEXT:    operand_ids: 11
// CHECK-NEXT:    operand_ids: 12
// CHECK-NEXT:    operand_ids: 13
// CHECK-NEXT:    operand_ids: 14
// CHECK-NEXT:    operand_ids: 15
// CHECK-NEXT:    operand_ids: 16
// CHECK-NEXT:    operand_ids: 17
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 19
// CHECK-NEXT:    root_id: 18
// CHECK:       {{^}}entry_computation_id: 19
func.func @literals() -> (tensor<2xi1>, tensor<2xi8>, tensor<2xui8>, tensor<2xi16>, tensor<2xui16>, tensor<2xi32>, tensor<2xi64>, tensor<2xui32>, tensor<2xui64>, tensor<2xf16>, tensor<2xbf16>, tensor<2xf32>, tensor<2xf64>, tensor<2xcomplex<f32>>, tensor<complex<f64>>, tensor<2x2xf32>, tensor<3xi32>) {
  %0 = hlo.constant dense<[true, false]> : tensor<2xi1>
  %1 = hlo.constant dense<[-1, 2]> : tensor<2xi8>
  %2 = hlo.constant dense<[255, 65]> : tensor<2xui8>
  %3 = hlo.constant dense<[-2, 258]> : tensor<2xi16>
  %4 = hlo.constant dense<[65535, 1]> : tensor<2xui16>
  %5 = hlo.constant dense<[-7, 2147483647]> : tensor<2xi32>
  %6 = hlo.constant dense<[-9223372036854775808, 5]> : tensor<2xi64>
  %7 = hlo.constant dense<[4294967295, 0]> : tensor<2xui32>
  %8 = hlo.constant dense<[18446744073709551615, 1]> : tensor<2xui64>
  %9 = hlo.constant dense<[1.0, -2.0]> : tensor<2xf16>
  %10 = hlo.constant dense<[1.0, -2.0]> : tensor<2xbf16>
  %11 = hlo.constant dense<[1.5, 0x7F800000]> : tensor<2xf32>
  %12 = hlo.constant dense<[0.1, -0.0]> : tensor<2xf64>
  %13 = hlo.constant dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>
  %14 = hlo.constant dense<(0.5, -1.5)> : tensor<complex<f64>>
  %15 = hlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %16 = hlo.constant dense<7> : tensor<3xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16 : tensor<2xi1>, tensor<2xi8>, tensor<2xui8>, tensor<2xi16>, tensor<2xui16>, tensor<2xi32>, tensor<2xi64>, tensor<2xui32>, tensor<2xui64>, tensor<2xf16>, tensor<2xbf16>, tensor<2xf32>, tensor<2xf64>, tensor<2xcomplex<f32>>, tensor<complex<f64>>, tensor<2x2xf32>, tensor<3xi32>
}

// -----

// A splat of more than 65536 elements is a scalar constant and a broadcast
// of it (as XLA's front ends write one), not every element spelled out; up
// to 65536 elements, the splat is expanded like any constant.
// CHECK-LABEL: entry_computation_name: "large_splat"
// TEXT-LABEL: ENTRY large_splat {
// TEXT-NEXT:    [[ZERO:constant.*]] = f32[] constant(0)
// TEXT-NEXT:    [[BROADCAST:broadcast.*]] = f32[257,256]{1,0} broadcast([[ZERO]]), dimensions={}
// TEXT-NEXT:    [[THREES:constant.*]] = s32[256,256]{1,0} constant({ { 3, 3,
// TEXT-NEXT:    ROOT {{.*}} tuple([[BROADCAST]], [[THREES]])
func.func @large_splat() -> (tensor<257x256xf32>, tensor<256x256xi32>) {
  %0 = hlo.constant dense<0.0> : tensor<257x256xf32>
  %1 = hlo.constant dense<3> : tensor<256x256xi32>
  return %0, %1 : tensor<257x256xf32>, tensor<256x256xi32>
}
