// RUN: xhlo-translate --mlir-to-hlo-proto-text --split-input-file %s | FileCheck %s

// Misc ops: rng distribution, rng-bit-generator algorithm and tuple result,
// tokens, infeed `((data...), token[])` with nested get-tuple-element,
// outfeed of a data tuple with outfeed_shape, custom-call fields and tuple
// results, replica/partition ids, collectives (replica_groups 49, channel_id
// 26, use_global_device_ids, dimensions, source_target_pairs; all-to-all
// without split dimension returns a tuple).

// CHECK-LABEL: entry_computation_name: "misc"
// CHECK:       name: "region_0.29"
// CHECK:         name: "Arg_0.26"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 26
// CHECK-NEXT:  }
// CHECK:         name: "Arg_1.27"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    parameter_number: 1
// CHECK-NEXT:    id: 27
// CHECK-NEXT:  }
// CHECK:         name: "add.28"
// CHECK-NEXT:    opcode: "add"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 28
// CHECK-NEXT:    operand_ids: 26
// CHECK-NEXT:    operand_ids: 27
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 29
// CHECK-NEXT:    root_id: 28
// CHECK:       name: "region_1.35"
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
// CHECK:       name: "misc"
// CHECK:         name: "Arg_0.1"
// CHECK-NEXT:    opcode: "parameter"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
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
// CHECK-NEXT:      element_type: U64
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
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
// CHECK-NEXT:      dimensions: 4
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
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 2
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
// CHECK:         name: "rng.6"
// CHECK-NEXT:    opcode: "rng"
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
// CHECK-NEXT:    distribution: RNG_UNIFORM
// CHECK-NEXT:    id: 6
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    operand_ids: 2
// CHECK-NEXT:  }
// CHECK:         name: "rng-bit-generator.7"
// CHECK-NEXT:    opcode: "rng-bit-generator"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: U64
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: U32
// CHECK-NEXT:        dimensions: 4
// CHECK-NEXT:        dimensions: 4
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 1
// CHECK-NEXT:          minor_to_major: 0
// CHECK-NEXT:          format: DENSE
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 7
// CHECK-NEXT:    operand_ids: 3
// CHECK-NEXT:    rng_algorithm: RNG_THREE_FRY
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.8"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: U64
// CHECK-NEXT:      dimensions: 2
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 8
// CHECK-NEXT:    operand_ids: 7
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.9"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: U32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    tuple_index: 1
// CHECK-NEXT:    id: 9
// CHECK-NEXT:    operand_ids: 7
// CHECK-NEXT:  }
// CHECK:         name: "after-all.10"
// CHECK-NEXT:    opcode: "after-all"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TOKEN
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 10
// CHECK-NEXT:  }
// CHECK:         name: "after-all.11"
// CHECK-NEXT:    opcode: "after-all"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TOKEN
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 11
// CHECK-NEXT:    operand_ids: 10
// CHECK-NEXT:    operand_ids: 10
// CHECK-NEXT:  }
// CHECK:         name: "add-dependency.12"
// CHECK-NEXT:    opcode: "add-dependency"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 12
// CHECK-NEXT:    operand_ids: 4
// CHECK-NEXT:    operand_ids: 11
// CHECK-NEXT:  }
// CHECK:         name: "infeed.13"
// CHECK-NEXT:    opcode: "infeed"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: TUPLE
// CHECK-NEXT:        tuple_shapes {
// CHECK-NEXT:          element_type: F32
// CHECK-NEXT:          dimensions: 2
// CHECK-NEXT:          dimensions: 3
// CHECK-NEXT:          layout {
// CHECK-NEXT:            minor_to_major: 1
// CHECK-NEXT:            minor_to_major: 0
// CHECK-NEXT:            format: DENSE
// CHECK-NEXT:          }
// CHECK-NEXT:        }
// CHECK-NEXT:        tuple_shapes {
// CHECK-NEXT:          element_type: S32
// CHECK-NEXT:          layout {
// CHECK-NEXT:            format: DENSE
// CHECK-NEXT:          }
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: TOKEN
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    infeed_config: "cfg"
// CHECK-NEXT:    id: 13
// CHECK-NEXT:    operand_ids: 11
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.14"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        dimensions: 3
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 1
// CHECK-NEXT:          minor_to_major: 0
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
// CHECK-NEXT:    id: 14
// CHECK-NEXT:    operand_ids: 13
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.15"
// CHECK-NEXT:    opcode: "get-tuple-element"
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
// CHECK-NEXT:    id: 15
// CHECK-NEXT:    operand_ids: 14
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.16"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: S32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    tuple_index: 1
// CHECK-NEXT:    id: 16
// CHECK-NEXT:    operand_ids: 14
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.17"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TOKEN
// CHECK-NEXT:    }
// CHECK-NEXT:    tuple_index: 1
// CHECK-NEXT:    id: 17
// CHECK-NEXT:    operand_ids: 13
// CHECK-NEXT:  }
// CHECK:         name: "tuple.18"
// CHECK-NEXT:    opcode: "tuple"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        dimensions: 3
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 1
// CHECK-NEXT:          minor_to_major: 0
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
// CHECK-NEXT:    operand_ids: 15
// CHECK-NEXT:    operand_ids: 16
// CHECK-NEXT:  }
// CHECK:         name: "outfeed.19"
// CHECK-NEXT:    opcode: "outfeed"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: TOKEN
// CHECK-NEXT:    }
// CHECK-NEXT:    outfeed_config: "ocfg"
// CHECK-NEXT:    outfeed_shape {
// CHECK-NEXT:      element_type: TUPLE
// CHECK-NEXT:      tuple_shapes {
// CHECK-NEXT:        element_type: F32
// CHECK-NEXT:        dimensions: 2
// CHECK-NEXT:        dimensions: 3
// CHECK-NEXT:        layout {
// CHECK-NEXT:          minor_to_major: 1
// CHECK-NEXT:          minor_to_major: 0
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
// CHECK-NEXT:    id: 19
// CHECK-NEXT:    operand_ids: 18
// CHECK-NEXT:    operand_ids: 17
// CHECK-NEXT:  }
// CHECK:         name: "custom-call.20"
// CHECK-NEXT:    opcode: "custom-call"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    custom_call_target: "my_kernel"
// CHECK-NEXT:    id: 20
// CHECK-NEXT:    operand_ids: 4
// CHECK-NEXT:    operand_ids: 1
// CHECK-NEXT:    backend_config: "opts"
// CHECK-NEXT:    custom_call_has_side_effect: true
// CHECK-NEXT:    custom_call_api_version: API_VERSION_STATUS_RETURNING
// CHECK-NEXT:  }
// CHECK:         name: "custom-call.21"
// CHECK-NEXT:    opcode: "custom-call"
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
// CHECK-NEXT:    custom_call_target: "two"
// CHECK-NEXT:    id: 21
// CHECK-NEXT:    operand_ids: 4
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
// CHECK-NEXT:    id: 22
// CHECK-NEXT:    operand_ids: 21
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.23"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    tuple_index: 1
// CHECK-NEXT:    id: 23
// CHECK-NEXT:    operand_ids: 21
// CHECK-NEXT:  }
// CHECK:         name: "replica-id.24"
// CHECK-NEXT:    opcode: "replica-id"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: U32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 24
// CHECK-NEXT:  }
// CHECK:         name: "partition-id.25"
// CHECK-NEXT:    opcode: "partition-id"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: U32
// CHECK-NEXT:      layout {
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 25
// CHECK-NEXT:  }
// CHECK:         name: "all-reduce.30"
// CHECK-NEXT:    opcode: "all-reduce"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    channel_id: 1
// CHECK-NEXT:    id: 30
// CHECK-NEXT:    operand_ids: 4
// CHECK-NEXT:    called_computation_ids: 29
// CHECK-NEXT:    replica_groups {
// CHECK-NEXT:      replica_ids: 0
// CHECK-NEXT:      replica_ids: 1
// CHECK-NEXT:    }
// CHECK-NEXT:    replica_groups {
// CHECK-NEXT:      replica_ids: 2
// CHECK-NEXT:      replica_ids: 3
// CHECK-NEXT:    }
// CHECK-NEXT:    use_global_device_ids: true
// CHECK-NEXT:  }
// CHECK:         name: "all-gather.31"
// CHECK-NEXT:    opcode: "all-gather"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    dimensions: 0
// CHECK-NEXT:    id: 31
// CHECK-NEXT:    operand_ids: 5
// CHECK-NEXT:    replica_groups {
// CHECK-NEXT:      replica_ids: 0
// CHECK-NEXT:      replica_ids: 1
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK:         name: "reduce-scatter.36"
// CHECK-NEXT:    opcode: "reduce-scatter"
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
// CHECK-NEXT:    id: 36
// CHECK-NEXT:    operand_ids: 31
// CHECK-NEXT:    called_computation_ids: 35
// CHECK-NEXT:    replica_groups {
// CHECK-NEXT:      replica_ids: 0
// CHECK-NEXT:      replica_ids: 1
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK:         name: "all-to-all.37"
// CHECK-NEXT:    opcode: "all-to-all"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      dimensions: 3
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 1
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    dimensions: 0
// CHECK-NEXT:    id: 37
// CHECK-NEXT:    operand_ids: 31
// CHECK-NEXT:    replica_groups {
// CHECK-NEXT:      replica_ids: 0
// CHECK-NEXT:      replica_ids: 1
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK:         name: "all-to-all.38"
// CHECK-NEXT:    opcode: "all-to-all"
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
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 38
// CHECK-NEXT:    operand_ids: 4
// CHECK-NEXT:    operand_ids: 4
// CHECK-NEXT:    replica_groups {
// CHECK-NEXT:      replica_ids: 0
// CHECK-NEXT:      replica_ids: 1
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.39"
// CHECK-NEXT:    opcode: "get-tuple-element"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    id: 39
// CHECK-NEXT:    operand_ids: 38
// CHECK-NEXT:  }
// CHECK:         name: "get-tuple-element.40"
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
// CHECK-NEXT:    id: 40
// CHECK-NEXT:    operand_ids: 38
// CHECK-NEXT:  }
// CHECK:         name: "collective-permute.41"
// CHECK-NEXT:    opcode: "collective-permute"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    channel_id: 2
// CHECK-NEXT:    id: 41
// CHECK-NEXT:    operand_ids: 4
// CHECK-NEXT:    source_target_pairs {
// CHECK-NEXT:      target: 1
// CHECK-NEXT:    }
// CHECK-NEXT:    source_target_pairs {
// CHECK-NEXT:      source: 1
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK:         name: "collective-broadcast.42"
// CHECK-NEXT:    opcode: "collective-broadcast"
// CHECK-NEXT:    shape {
// CHECK-NEXT:      element_type: F32
// CHECK-NEXT:      dimensions: 4
// CHECK-NEXT:      layout {
// CHECK-NEXT:        minor_to_major: 0
// CHECK-NEXT:        format: DENSE
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    channel_id: 3
// CHECK-NEXT:    id: 42
// CHECK-NEXT:    operand_ids: 4
// CHECK-NEXT:    replica_groups {
// CHECK-NEXT:      replica_ids: 0
// CHECK-NEXT:      replica_ids: 1
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK:       {{^}} id: 43
// CHECK-NEXT:    root_id: 42
// CHECK:       {{^}}entry_computation_id: 43
func.func @misc(%a: tensor<f32>, %b: tensor<f32>, %state: tensor<2xui64>, %x: tensor<4xf32>, %g: tensor<2x3xf32>) -> tensor<4xf32> {
  %0 = hlo.rng UNIFORM, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
  %s, %bits = hlo.rng_bit_generator THREE_FRY, %state : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x4xui32>)
  %t0 = hlo.after_all()
  %t1 = hlo.after_all(%t0, %t0)
  %y = hlo.add_dependency %x, %t1 : tensor<4xf32>
  %d0, %d1, %t2 = hlo.infeed %t1 {infeed_config = "cfg"} : tensor<2x3xf32>, tensor<i32>
  %t3 = hlo.outfeed(%d0, %d1), %t2 {outfeed_config = "ocfg"} : tensor<2x3xf32>, tensor<i32>
  %c = hlo.custom_call "my_kernel"(%x, %a) has_side_effect api_version = API_VERSION_STATUS_RETURNING {backend_config = "opts"} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %c2:2 = hlo.custom_call "two"(%x) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>)
  %rid = hlo.replica_id : tensor<ui32>
  %pid = hlo.partition_id : tensor<ui32>
  %ar = hlo.all_reduce(%x) replica_groups = [[0, 1], [2, 3]], channel_id = 1, use_global_device_ids : tensor<4xf32> {
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %sum = hlo.add %p, %q : tensor<f32>
    hlo.return %sum : tensor<f32>
  }
  %ag = hlo.all_gather(%g) all_gather_dimension = 0, replica_groups = [[0, 1]] : (tensor<2x3xf32>) -> tensor<4x3xf32>
  %rs = hlo.reduce_scatter(%ag) scatter_dimension = 0, replica_groups = [[0, 1]] : (tensor<4x3xf32>) -> tensor<2x3xf32> {
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %sum = hlo.add %p, %q : tensor<f32>
    hlo.return %sum : tensor<f32>
  }
  %aa = hlo.all_to_all(%ag) split_dimension = 0, concat_dimension = 0, split_count = 2, replica_groups = [[0, 1]] : (tensor<4x3xf32>) -> tensor<4x3xf32>
  %at:2 = hlo.all_to_all(%x, %x) replica_groups = [[0, 1]] : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %cp = hlo.collective_permute %x, source_target_pairs = [[0, 1], [1, 0]], channel_id = 2 : tensor<4xf32>
  %cb = hlo.collective_broadcast(%x) replica_groups = [[0, 1]], channel_id = 3 : tensor<4xf32>
  return %cb : tensor<4xf32>
}
