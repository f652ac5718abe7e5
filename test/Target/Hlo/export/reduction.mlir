// RUN: xhlo-translate --mlir-to-hlo-proto-text --split-input-file %s | FileCheck %s

// Reduction ops: regions become called computations `region_<k>.<id>`
// (callee first) whose parameters are the block arguments (0-d tensors as
// scalars); several region results are returned as a tuple; variadic reduce
// and topk/scan results are one tuple-shaped instruction plus one
// get-tuple-element per result; select-and-scatter calls [select, scatter];
// windows carry explicit default strides and dilations.

// CHECK-LABEL: entry_computation_name: "reductions"
// CHECK:       name: "region_0.10"
// CHECK:         name: "Arg_0.7"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 7
// CHECK-NEXT:  }
// CHECK:         name: "Arg_1.8"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 1
// CHECK-NEXT:    id: 8
// CHECK-NEXT:  }
// CHECK:         name: "add.9"
// CHECK-NEXT:    opcode: "add"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 9
// CHECK-NEXT:    operand_ids: 7
// CHECK-NEXT:    operand_ids: 8
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 10
// CHECK-NEXT:    root_id: 9
// CHECK:       name: "region_1.19"
// CHECK:         name: "Arg_0.12"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 12
// CHECK-NEXT:  }
// CHECK:         name: "Arg_1.13"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 1
// CHECK-NEXT:    id: 13
// CHECK-NEXT:  }
// CHECK:         name: "Arg_2.14"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 2
// CHECK-NEXT:    id: 14
// CHECK-NEXT:  }
// CHECK:         name: "Arg_3.15"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 3
// CHECK-NEXT:    id: 15
// CHECK-NEXT:  }
// CHECK:         name: "maximum.16"
// CHECK-NEXT:    opcode: "maximum"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 16
// CHECK-NEXT:    operand_ids: 12
// CHECK-NEXT:    operand_ids: 14
// CHECK-NEXT:  }
// CHECK:         name: "minimum.17"
// CHECK-NEXT:    opcode: "minimum"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 17
// CHECK-NEXT:    operand_ids: 13
// CHECK-NEXT:    operand_ids: 15
// CHECK-NEXT:  }
// CHECK:         name: "tuple.18"
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
// CHECK-NEXT:    id: 18
// CHECK-NEXT:    operand_ids: 16
// CHECK-NEXT:    operand_ids: 17
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 19
// CHECK-NEXT:    root_id: 18
// CHECK:       name: "region_2.26"
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
// CHECK:         name: "maximum.25"
// CHECK-NEXT:    opcode: "maximum"
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
// CHECK:       name: "region_3.31"
// CHECK:         name: "Arg_0.28"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 28
// CHECK-NEXT:  }
// CHECK:         name: "Arg_1.29"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 1
// CHECK-NEXT:    id: 29
// CHECK-NEXT:  }
// CHECK:         name: "compare.30"
// CHECK-NEXT:    opcode: "compare"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: PRED
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 30
// CHECK-NEXT:    operand_ids: 28
// CHECK-NEXT:    operand_ids: 29
// CHECK-NEXT:    comparison_direction: "GE"
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 31
// CHECK-NEXT:    root_id: 30
// CHECK:       name: "region_4.35"
// CHECK:         name: "Arg_0.32"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 32
// CHECK-NEXT:  }
// CHECK:         name: "Arg_1.33"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 1
// CHECK-NEXT:    id: 33
// CHECK-NEXT:  }
// CHECK:         name: "add.34"
// CHECK-NEXT:    opcode: "add"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 34
// CHECK-NEXT:    operand_ids: 32
// CHECK-NEXT:    operand_ids: 33
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 35
// CHECK-NEXT:    root_id: 34
// CHECK:       name: "region_5.40"
// CHECK:         name: "Arg_0.37"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 37
// CHECK-NEXT:  }
// CHECK:         name: "Arg_1.38"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 1
// CHECK-NEXT:    id: 38
// CHECK-NEXT:  }
// CHECK:         name: "compare.39"
// CHECK-NEXT:    opcode: "compare"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: PRED
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 39
// CHECK-NEXT:    operand_ids: 37
// CHECK-NEXT:    operand_ids: 38
// CHECK-NEXT:    comparison_direction: "LT"
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 40
// CHECK-NEXT:    root_id: 39
// CHECK:       name: "region_6.45"
// CHECK:         name: "Arg_0.42"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 42
// CHECK-NEXT:  }
// CHECK:         name: "Arg_1.43"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 1
// CHECK-NEXT:    id: 43
// CHECK-NEXT:  }
// CHECK:         name: "multiply.44"
// CHECK-NEXT:    opcode: "multiply"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 44
// CHECK-NEXT:    operand_ids: 42
// CHECK-NEXT:    operand_ids: 43
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 45
// CHECK-NEXT:    root_id: 44
// CHECK:       name: "region_7.54"
// CHECK:         name: "Arg_0.50"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 50
// CHECK-NEXT:  }
// CHECK:         name: "Arg_1.51"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 1
// CHECK-NEXT:    id: 51
// CHECK-NEXT:  }
// CHECK:         name: "add.52"
// CHECK-NEXT:    opcode: "add"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 52
// CHECK-NEXT:    operand_ids: 51
// CHECK-NEXT:    operand_ids: 50
// CHECK-NEXT:  }
// CHECK:         name: "tuple.53"
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
// CHECK-NEXT:    id: 53
// CHECK-NEXT:    operand_ids: 52
// CHECK-NEXT:    operand_ids: 52
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 54
// CHECK-NEXT:    root_id: 53
// CHECK:       name: "reductions"
// CHECK:         name: "Arg_0.1"
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
// CHECK-NEXT:    id: 1
// CHECK-NEXT:  }
// CHECK:         name: "Arg_1.2"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      dimensions: 8
// CHECK-NEXT:      layout {
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
// CHECK-NEXT:      element_type: F32
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
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      layout {
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
// CHECK-NEXT:      dimensions: 8
// CHECK-NEXT:      layout {
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
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 5
// CHECK-NEXT:    id: 6
// CHECK-NEXT:  }
// CHECK:         name: "reduce.11"
// CHECK-NEXT:    opcode: "reduce"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    dimensions: 1
// CHECK-NEXT:    id: 11
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    operand_ids: 3
// CHECK-NEXT:    called_computation_ids: 10
// CHECK-NEXT:  }
// CHECK:         name: "reduce.20"
// CHECK-NEXT:    opcode: "reduce"
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
// CHECK-NEXT:        element_type: S32
// CHECK-NEXT:        dimensions: 4
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    dimensions: 1
// CHECK-NEXT:    id: 20
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    operand_ids: 2
// CHECK-NEXT:    operand_ids: 3
// CHECK-NEXT:    operand_ids: 4
// CHECK-NEXT:    called_computation_ids: 19
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
// CHECK-NEXT:    id: 21
// CHECK-NEXT:    operand_ids: 20
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.22"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
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
// CHECK:         name: "reduce-window.27"
// CHECK-NEXT:    opcode: "reduce-window"
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
// CHECK-NEXT:    window {
// CHECK-NEXT:      dimensions {
// CHECK-NEXT:        size: 2
// CHECK-NEXT:        stride: 2
// CHECK-NEXT:        padding_high: 1
// CHECK-NEXT:        window_dilation: 2
// CHECK-NEXT:        base_dilation: 1
// CHECK-NEXT:      }
// CHECK-NEXT:      dimensions {
// CHECK-NEXT:        size: 2
// CHECK-NEXT:        stride: 2
// CHECK-NEXT:        padding_low: 1
// CHECK-NEXT:        window_dilation: 1
// CHECK-NEXT:        base_dilation: 2
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 27
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    operand_ids: 3
// CHECK-NEXT:    called_computation_ids: 26
// CHECK-NEXT:  }
// CHECK:         name: "select-and-scatter.36"
// CHECK-NEXT:    opcode: "select-and-scatter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 8
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    window {
// CHECK-NEXT:      dimensions {
// CHECK-NEXT:        size: 2
// CHECK-NEXT:        stride: 2
// CHECK-NEXT:        window_dilation: 1
// CHECK-NEXT:        base_dilation: 1
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 36
// CHECK-NEXT:    operand_ids: 5
// CHECK-NEXT:    operand_ids: 6
// CHECK-NEXT:    operand_ids: 3
// CHECK-NEXT:    called_computation_ids: 31
// CHECK-NEXT:    called_computation_ids: 35
// CHECK-NEXT:  }
// CHECK:         name: "sort.41"
// CHECK-NEXT:    opcode: "sort"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 8
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    dimensions: 0
// CHECK-NEXT:    id: 41
// CHECK-NEXT:    operand_ids: 5
// CHECK-NEXT:    called_computation_ids: 40
// CHECK-NEXT:    is_stable: true
// CHECK-NEXT:  }
// CHECK:         name: "map.46"
// CHECK-NEXT:    opcode: "map"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 8
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    dimensions: 0
// CHECK-NEXT:    id: 46
// CHECK-NEXT:    operand_ids: 5
// CHECK-NEXT:    operand_ids: 41
// CHECK-NEXT:    called_computation_ids: 45
// CHECK-NEXT:  }
// CHECK:         name: "topk.47"
// CHECK-NEXT:    opcode: "topk"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 4
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 1
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: S32
// CHECK-NEXT:        dimensions: 4
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 1
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 47
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    k: 2
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.48"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 48
// CHECK-NEXT:    operand_ids: 47
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.49"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    tuple_index: 1
// CHECK-NEXT:    id: 49
// CHECK-NEXT:    operand_ids: 47
// CHECK-NEXT:  }
// CHECK:         name: "scan.55"
// CHECK-NEXT:    opcode: "scan"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 8
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
// CHECK-NEXT:    dimensions: 0
// CHECK-NEXT:    id: 55
// CHECK-NEXT:    operand_ids: 5
// CHECK-NEXT:    operand_ids: 3
// CHECK-NEXT:    called_computation_ids: 54
// CHECK-NEXT:    is_reverse: true
// CHECK-NEXT:    num_carries: 1
// CHECK-NEXT:    is_associative: TRUE
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.56"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 8
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 56
// CHECK-NEXT:    operand_ids: 55
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.57"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    tuple_index: 1
// CHECK-NEXT:    id: 57
// CHECK-NEXT:    operand_ids: 55
// CHECK-NEXT:  }
// CHECK:         name: "tuple.58"
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
// CHECK-NEXT:        dimensions: 4
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: S32
// CHECK-NEXT:        dimensions: 4
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 58
// CHECK-NEXT:    operand_ids: 11
// CHECK-NEXT:    operand_ids: 21
// CHECK-NEXT:    operand_ids: 22
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 59
// CHECK-NEXT:    root_id: 58
// CHECK:       {{^}}entry_computation_id: 59
func.func @reductions(%x: tensor<4x8xf32>, %y: tensor<4x8xi32>, %z: tensor<f32>, %zi: tensor<i32>, %v: tensor<8xf32>, %src: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>) {
  %r = hlo.reduce(%x init: %z) dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32> {
  ^bb0(%acc: tensor<f32>, %e: tensor<f32>):
    %s = hlo.add %acc, %e : tensor<f32>
    hlo.return %s : tensor<f32>
  }
  %m:2 = hlo.reduce(%x, %y init: %z, %zi) dimensions = [1] : (tensor<4x8xf32>, tensor<4x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>) {
  ^bb0(%a: tensor<f32>, %ai: tensor<i32>, %b: tensor<f32>, %bi: tensor<i32>):
    %s = hlo.maximum %a, %b : tensor<f32>
    %si = hlo.minimum %ai, %bi : tensor<i32>
    hlo.return %s, %si : tensor<f32>, tensor<i32>
  }
  %w = hlo.reduce_window(%x init: %z) window = <size = [2, 2], stride = [2, 2], pad_low = [0, 1], pad_high = [1, 0], lhs_dilate = [1, 2], rhs_dilate = [2, 1]> : (tensor<4x8xf32>, tensor<f32>) -> tensor<2x8xf32> {
  ^bb0(%acc: tensor<f32>, %e: tensor<f32>):
    %mx = hlo.maximum %acc, %e : tensor<f32>
    hlo.return %mx : tensor<f32>
  }
  %ss = hlo.select_and_scatter %v, %src, %z window = <size = [2], stride = [2]> : (tensor<8xf32>, tensor<4xf32>, tensor<f32>) -> tensor<8xf32> select {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ge = hlo.compare GE, %a, %b : tensor<f32>
    hlo.return %ge : tensor<i1>
  } scatter {
  ^bb0(%acc: tensor<f32>, %s: tensor<f32>):
    %sum = hlo.add %acc, %s : tensor<f32>
    hlo.return %sum : tensor<f32>
  }
  %sorted = hlo.sort(%v) dimension = 0 is_stable : (tensor<8xf32>) -> tensor<8xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = hlo.compare LT, %a, %b : tensor<f32>
    hlo.return %lt : tensor<i1>
  }
  %mp = hlo.map(%v, %sorted) dimensions = [0] : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32> {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = hlo.multiply %a, %b : tensor<f32>
    hlo.return %p : tensor<f32>
  }
  %tv, %ti = hlo.topk %x, k = 2, largest = false : tensor<4x8xf32> -> (tensor<4x2xf32>, tensor<4x2xi32>)
  %sums, %total = hlo.scan(%v init: %z) dimension = 0 is_reverse is_associative = true : (tensor<8xf32>, tensor<f32>) -> (tensor<8xf32>, tensor<f32>) {
  ^bb0(%e: tensor<f32>, %c: tensor<f32>):
    %s = hlo.add %c, %e : tensor<f32>
    hlo.return %s, %s : tensor<f32>, tensor<f32>
  }
  return %r, %m#0, %m#1 : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>
}
