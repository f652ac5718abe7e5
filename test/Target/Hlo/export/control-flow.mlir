// RUN: xhlo-translate --mlir-to-hlo-proto-text --split-input-file %s | FileCheck %s

// Control flow: while with several values takes a tuple and its computations
// take the tuple parameter apart, called_computation_ids = [body, condition];
// conditional calls its branches in order; call names the callee's
// computation (exported once, before the caller) and unpacks a tuple result;
// fusion's computation is `fused_computation.<id>` with
// is_fusion_computation; tuple, get-tuple-element, opt-barrier.

// CHECK-LABEL: entry_computation_name: "entry"
// CHECK:       name: "region_0.11"
// CHECK:         name: "Arg_0.6"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: S32
// CHECK-NEXT:        layout {
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
// CHECK-NEXT:    id: 6
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.7"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 7
// CHECK-NEXT:    operand_ids: 6
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.8"
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
// CHECK-NEXT:    id: 8
// CHECK-NEXT:    operand_ids: 6
// CHECK-NEXT:  }
// CHECK:         name: "constant.9"
// CHECK-NEXT:    opcode: "constant"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    literal {
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: S32
// CHECK-NEXT:        layout {
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      s32s: 10
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 9
// CHECK-NEXT:  }
// CHECK:         name: "compare.10"
// CHECK-NEXT:    opcode: "compare"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: PRED
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 10
// CHECK-NEXT:    operand_ids: 7
// CHECK-NEXT:    operand_ids: 9
// CHECK-NEXT:    comparison_direction: "LT"
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 11
// CHECK-NEXT:    root_id: 10
// CHECK:       name: "region_1.19"
// CHECK:         name: "Arg_0.12"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: S32
// CHECK-NEXT:        layout {
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
// CHECK-NEXT:    id: 12
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.13"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 13
// CHECK-NEXT:    operand_ids: 12
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.14"
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
// CHECK-NEXT:    id: 14
// CHECK-NEXT:    operand_ids: 12
// CHECK-NEXT:  }
// CHECK:         name: "constant.15"
// CHECK-NEXT:    opcode: "constant"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    literal {
// CHECK-NEXT:      shape {
// CHECK-NEXT:        element_type: S32
// CHECK-NEXT:        layout {
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      s32s: 1
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 15
// CHECK-NEXT:  }
// CHECK:         name: "add.16"
// CHECK-NEXT:    opcode: "add"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 16
// CHECK-NEXT:    operand_ids: 13
// CHECK-NEXT:    operand_ids: 15
// CHECK-NEXT:  }
// CHECK:         name: "add.17"
// CHECK-NEXT:    opcode: "add"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 17
// CHECK-NEXT:    operand_ids: 14
// CHECK-NEXT:    operand_ids: 14
// CHECK-NEXT:  }
// CHECK:         name: "tuple.18"
// CHECK-NEXT:    opcode: "tuple"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: S32
// CHECK-NEXT:        layout {
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
// CHECK-NEXT:    id: 18
// CHECK-NEXT:    operand_ids: 16
// CHECK-NEXT:    operand_ids: 17
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 19
// CHECK-NEXT:    root_id: 18
// CHECK:       name: "add"
// CHECK:         name: "Arg_0.23"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 23
// CHECK-NEXT:  }
// CHECK:         name: "Arg_1.24"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 1
// CHECK-NEXT:    id: 24
// CHECK-NEXT:  }
// CHECK:         name: "add.25"
// CHECK-NEXT:    opcode: "add"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 25
// CHECK-NEXT:    operand_ids: 23
// CHECK-NEXT:    operand_ids: 24
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 26
// CHECK-NEXT:    root_id: 25
// CHECK:       name: "pair"
// CHECK:         name: "Arg_0.29"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 29
// CHECK-NEXT:  }
// CHECK:         name: "tuple.30"
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
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        layout {
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 30
// CHECK-NEXT:    operand_ids: 29
// CHECK-NEXT:    operand_ids: 29
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 31
// CHECK-NEXT:    root_id: 30
// CHECK:       name: "region_2.36"
// CHECK:         name: "Arg_0.35"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 35
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 36
// CHECK-NEXT:    root_id: 35
// CHECK:       name: "region_3.39"
// CHECK:         name: "Arg_0.37"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 37
// CHECK-NEXT:  }
// CHECK:         name: "convert.38"
// CHECK-NEXT:    opcode: "convert"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 38
// CHECK-NEXT:    operand_ids: 37
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 39
// CHECK-NEXT:    root_id: 38
// CHECK:       name: "fused_computation.44"
// CHECK:         name: "Arg_0.41"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 41
// CHECK-NEXT:  }
// CHECK:         name: "Arg_1.42"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 1
// CHECK-NEXT:    id: 42
// CHECK-NEXT:  }
// CHECK:         name: "add.43"
// CHECK-NEXT:    opcode: "add"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 43
// CHECK-NEXT:    operand_ids: 41
// CHECK-NEXT:    operand_ids: 42
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 44
// CHECK-NEXT:    root_id: 43
// CHECK-NEXT:    is_fusion_computation: true
// CHECK:       name: "entry"
// CHECK:         name: "Arg_0.1"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      layout {
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
// CHECK-NEXT:      element_type: PRED
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
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 3
// CHECK-NEXT:    id: 4
// CHECK-NEXT:  }
// CHECK:         name: "tuple.5"
// CHECK-NEXT:    opcode: "tuple"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: S32
// CHECK-NEXT:        layout {
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
// CHECK-NEXT:    id: 5
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    operand_ids: 2
// CHECK-NEXT:  }
// CHECK:         name: "while.20"
// CHECK-NEXT:    opcode: "while"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: S32
// CHECK-NEXT:        layout {
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
// CHECK-NEXT:    id: 20
// CHECK-NEXT:    operand_ids: 5
// CHECK-NEXT:    called_computation_ids: 19
// CHECK-NEXT:    called_computation_ids: 11
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.21"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 21
// CHECK-NEXT:    operand_ids: 20
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
// CHECK-NEXT:    tuple_index: 1
// CHECK-NEXT:    id: 22
// CHECK-NEXT:    operand_ids: 20
// CHECK-NEXT:  }
// CHECK:         name: "call.27"
// CHECK-NEXT:    opcode: "call"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 27
// CHECK-NEXT:    operand_ids: 4
// CHECK-NEXT:    operand_ids: 4
// CHECK-NEXT:    called_computation_ids: 26
// CHECK-NEXT:  }
// CHECK:         name: "call.28"
// CHECK-NEXT:    opcode: "call"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 28
// CHECK-NEXT:    operand_ids: 27
// CHECK-NEXT:    operand_ids: 4
// CHECK-NEXT:    called_computation_ids: 26
// CHECK-NEXT:    is_composite: true
// CHECK-NEXT:  }
// CHECK:         name: "call.32"
// CHECK-NEXT:    opcode: "call"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        layout {
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        layout {
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 32
// CHECK-NEXT:    operand_ids: 28
// CHECK-NEXT:    called_computation_ids: 31
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.33"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 33
// CHECK-NEXT:    operand_ids: 32
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.34"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    tuple_index: 1
// CHECK-NEXT:    id: 34
// CHECK-NEXT:    operand_ids: 32
// CHECK-NEXT:  }
// CHECK:         name: "conditional.40"
// CHECK-NEXT:    opcode: "conditional"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 40
// CHECK-NEXT:    operand_ids: 3
// CHECK-NEXT:    operand_ids: 4
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    called_computation_ids: 36
// CHECK-NEXT:    called_computation_ids: 39
// CHECK-NEXT:  }
// CHECK:         name: "fusion.45"
// CHECK-NEXT:    opcode: "fusion"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    fusion_kind: "kLoop"
// CHECK-NEXT:    id: 45
// CHECK-NEXT:    operand_ids: 22
// CHECK-NEXT:    operand_ids: 2
// CHECK-NEXT:    called_computation_ids: 44
// CHECK-NEXT:  }
// CHECK:         name: "tuple.46"
// CHECK-NEXT:    opcode: "tuple"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
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
// CHECK-NEXT:        layout {
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 46
// CHECK-NEXT:    operand_ids: 45
// CHECK-NEXT:    operand_ids: 40
// CHECK-NEXT:  }
// CHECK:         name: "opt-barrier.47"
// CHECK-NEXT:    opcode: "opt-barrier"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
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
// CHECK-NEXT:        layout {
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 47
// CHECK-NEXT:    operand_ids: 46
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.48"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 48
// CHECK-NEXT:    operand_ids: 47
// CHECK-NEXT:  }
// CHECK:         name: "add.49"
// CHECK-NEXT:    opcode: "add"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 49
// CHECK-NEXT:    operand_ids: 33
// CHECK-NEXT:    operand_ids: 34
// CHECK-NEXT:  }
// CHECK:         name: "tuple.50"
// CHECK-NEXT:    opcode: "tuple"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
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
// CHECK-NEXT:        layout {
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 50
// CHECK-NEXT:    operand_ids: 48
// CHECK-NEXT:    operand_ids: 49
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 51
// CHECK-NEXT:    root_id: 50
// CHECK:       {{^}}entry_computation_id: 51
module @cf attributes {hlo.entry = "entry"} {
func.func private @add(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %s = hlo.add %a, %b : tensor<f32>
  return %s : tensor<f32>
}
func.func private @pair(%a: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  return %a, %a : tensor<f32>, tensor<f32>
}
func.func @entry(%i0: tensor<i32>, %x0: tensor<4xf32>, %p: tensor<i1>, %f: tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
  %r:2 = hlo.while(%i0, %x0) : tensor<i32>, tensor<4xf32>
  cond {
  ^bb0(%i: tensor<i32>, %x: tensor<4xf32>):
    %n = hlo.constant dense<10> : tensor<i32>
    %c = hlo.compare LT, %i, %n : tensor<i32>
    hlo.return %c : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>, %x: tensor<4xf32>):
    %one = hlo.constant dense<1> : tensor<i32>
    %j = hlo.add %i, %one : tensor<i32>
    %y = hlo.add %x, %x : tensor<4xf32>
    hlo.return %j, %y : tensor<i32>, tensor<4xf32>
  }
  %c1 = hlo.call @add(%f, %f) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %c2 = hlo.call @add(%c1, %f) composite : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %q:2 = hlo.call @pair(%c2) : (tensor<f32>) -> (tensor<f32>, tensor<f32>)
  %k = hlo.conditional %p (%f, %i0) : (tensor<i1>, tensor<f32>, tensor<i32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>):
    hlo.return %x : tensor<f32>
  }, {
  ^bb0(%y: tensor<i32>):
    %z = hlo.convert %y : (tensor<i32>) -> tensor<f32>
    hlo.return %z : tensor<f32>
  }
  %fu = hlo.fusion kLoop (%r#1, %x0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = hlo.add %x, %y : tensor<4xf32>
    hlo.return %s : tensor<4xf32>
  }
  %t = hlo.tuple(%fu, %k) : tensor<4xf32>, tensor<f32>
  %b = hlo.opt_barrier %t : tuple<tensor<4xf32>, tensor<f32>>
  %e0 = hlo.get_tuple_element %b[0] : tuple<tensor<4xf32>, tensor<f32>>
  %s = hlo.add %q#0, %q#1 : tensor<f32>
  return %e0, %s : tensor<4xf32>, tensor<f32>
}
}
