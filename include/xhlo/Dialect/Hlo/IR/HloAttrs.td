//===- HloAttrs.td - Attributes of the hlo dialect ------- -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// XLA's structured static operands: dot, convolution, gather and scatter
// dimension numbers, windows, padding configs, triangular-solve options and
// replica groups. Parameter names follow HLO text; verifiers check what can be
// checked without the op (the op verifiers check the rest against shapes).
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOATTRS_TD
#define XHLO_DIALECT_HLO_IR_HLOATTRS_TD

include "xhlo/Dialect/Hlo/IR/HloBase.td"
include "xhlo/Dialect/Hlo/IR/HloEnums.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

class Hlo_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Hlo_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

/// A list of integers written `[a, b, ...]`.
def Hlo_IntListParameter : ArrayRefParameter<"int64_t"> {
  let parser = [{ ::xhlo::hlo::parseIntListParameter($_parser) }];
  let printer = [{ ::xhlo::hlo::printIntListParameter($_printer, $_self) }];
}

/// A list of dimension numbers `[a, b, ...]`, empty (and not printed) when
/// omitted.
def Hlo_DimsParameter : OptionalArrayRefParameter<"int64_t"> {
  let parser = [{ ::xhlo::hlo::parseIntListParameter($_parser) }];
  let printer = [{ ::xhlo::hlo::printIntListParameter($_printer, $_self) }];
}

/// `true` or `false`, `false` when omitted.
def Hlo_BoolParameter : AttrOrTypeParameter<"bool", ""> {
  let parser = [{ ::xhlo::hlo::parseBoolParameter($_parser) }];
  let printer = [{ $_printer << ($_self ? "true" : "false") }];
  let defaultValue = "false";
}

//===----------------------------------------------------------------------===//
// Dot
//===----------------------------------------------------------------------===//

def Hlo_DotDimensionNumbersAttr : Hlo_Attr<"DotDimensionNumbers", "dot"> {
  let summary = "dimension numbers of dot";
  let description = [{
    Which dimensions of the two operands are batch dimensions (paired in
    order) and which are contracted, as XLA's `DotDimensionNumbers`:

    ```mlir
    #hlo.dot<lhs_batch_dims = [0], lhs_contracting_dims = [2],
             rhs_batch_dims = [0], rhs_contracting_dims = [1]>
    ```
  }];
  let parameters = (ins Hlo_DimsParameter:$lhs_batch_dims,
                        Hlo_DimsParameter:$lhs_contracting_dims,
                        Hlo_DimsParameter:$rhs_batch_dims,
                        Hlo_DimsParameter:$rhs_contracting_dims);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Convolution
//===----------------------------------------------------------------------===//

def Hlo_ConvDimensionNumbersAttr : Hlo_Attr<"ConvDimensionNumbers", "conv"> {
  let summary = "dimension numbers of convolution (XLA's dim_labels)";
  let description = [{
    The roles of the input, kernel and output dimensions, written like XLA's
    `dim_labels`: one list per side, giving for each dimension in order its
    role: `b` batch, `f` feature (input/output), `i`/`o` kernel input/output
    feature, or the index of a spatial dimension. XLA's
    `dim_labels=b01f_01io->b01f` is:

    ```mlir
    #hlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
    ```
  }];
  let parameters = (ins "int64_t":$input_batch_dimension,
                        "int64_t":$input_feature_dimension,
                        Hlo_IntListParameter:$input_spatial_dimensions,
                        "int64_t":$kernel_input_feature_dimension,
                        "int64_t":$kernel_output_feature_dimension,
                        Hlo_IntListParameter:$kernel_spatial_dimensions,
                        "int64_t":$output_batch_dimension,
                        "int64_t":$output_feature_dimension,
                        Hlo_IntListParameter:$output_spatial_dimensions);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Window
//===----------------------------------------------------------------------===//

def Hlo_WindowAttr : Hlo_Attr<"Window", "window"> {
  let summary = "window of convolution, reduce-window and select-and-scatter";
  let description = [{
    XLA's `Window`, one entry per dimension in each list. Only `size` is
    required; omitted lists take XLA's defaults (stride 1, padding 0,
    dilations 1, no reversal). `lhs_dilate` is XLA's base dilation and
    `rhs_dilate` its window dilation, as in HLO text.

    ```mlir
    #hlo.window<size = [3, 3], stride = [2, 2], pad_low = [1, 1],
                pad_high = [1, 1]>
    ```
  }];
  let parameters = (ins Hlo_IntListParameter:$size,
                        Hlo_DimsParameter:$stride,
                        Hlo_DimsParameter:$pad_low,
                        Hlo_DimsParameter:$pad_high,
                        Hlo_DimsParameter:$lhs_dilate,
                        Hlo_DimsParameter:$rhs_dilate,
                        Hlo_DimsParameter:$rhs_reversal);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The value of each list at `dim`, with XLA's default when omitted.
    int64_t getStrideAt(unsigned dim) const;
    int64_t getPadLowAt(unsigned dim) const;
    int64_t getPadHighAt(unsigned dim) const;
    int64_t getLhsDilateAt(unsigned dim) const;
    int64_t getRhsDilateAt(unsigned dim) const;
    bool getRhsReversalAt(unsigned dim) const;
    /// The number of window dimensions.
    unsigned getRank() const { return getSize().size(); }
  }];
}

//===----------------------------------------------------------------------===//
// Gather and scatter
//===----------------------------------------------------------------------===//

def Hlo_GatherDimensionNumbersAttr
    : Hlo_Attr<"GatherDimensionNumbers", "gather"> {
  let summary = "dimension numbers of gather";
  let description = [{
    XLA's `GatherDimensionNumbers` (the slice sizes are an attribute of the
    op, as in HLO):

    ```mlir
    #hlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                start_index_map = [0], index_vector_dim = 1>
    ```
  }];
  let parameters = (ins Hlo_DimsParameter:$offset_dims,
                        Hlo_DimsParameter:$collapsed_slice_dims,
                        Hlo_DimsParameter:$operand_batching_dims,
                        Hlo_DimsParameter:$start_indices_batching_dims,
                        Hlo_DimsParameter:$start_index_map,
                        "int64_t":$index_vector_dim);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def Hlo_ScatterDimensionNumbersAttr
    : Hlo_Attr<"ScatterDimensionNumbers", "scatter"> {
  let summary = "dimension numbers of scatter";
  let description = [{
    XLA's `ScatterDimensionNumbers`:

    ```mlir
    #hlo.scatter<update_window_dims = [1], inserted_window_dims = [0],
                 scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
    ```
  }];
  let parameters = (ins Hlo_DimsParameter:$update_window_dims,
                        Hlo_DimsParameter:$inserted_window_dims,
                        Hlo_DimsParameter:$input_batching_dims,
                        Hlo_DimsParameter:$scatter_indices_batching_dims,
                        Hlo_DimsParameter:$scatter_dims_to_operand_dims,
                        "int64_t":$index_vector_dim);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Padding
//===----------------------------------------------------------------------===//

def Hlo_PaddingConfigAttr : Hlo_Attr<"PaddingConfig", "padding"> {
  let summary = "padding config of pad";
  let description = [{
    XLA's `PaddingConfig`: per dimension the low and high edge padding (which
    may be negative) and the interior padding (non-negative; omitted means
    none). XLA's `padding=0_0x1_2_1` is:

    ```mlir
    #hlo.padding<low = [0, 1], high = [0, 2], interior = [0, 1]>
    ```
  }];
  let parameters = (ins Hlo_IntListParameter:$low,
                        Hlo_IntListParameter:$high,
                        Hlo_DimsParameter:$interior);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The interior padding of `dim` (0 when omitted).
    int64_t getInteriorAt(unsigned dim) const;
  }];
}

//===----------------------------------------------------------------------===//
// Triangular solve
//===----------------------------------------------------------------------===//

def Hlo_TriangularSolveOptionsAttr
    : Hlo_Attr<"TriangularSolveOptions", "triangular_solve"> {
  let summary = "options of triangular-solve";
  let description = [{
    XLA's `TriangularSolveOptions`:

    ```mlir
    #hlo.triangular_solve<left_side = true, lower = true,
                          transpose_a = NO_TRANSPOSE>
    ```
  }];
  let parameters = (ins Hlo_BoolParameter:$left_side,
                        Hlo_BoolParameter:$lower,
                        Hlo_BoolParameter:$unit_diagonal,
                        EnumParameter<Hlo_Transpose>:$transpose_a);
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// Replica groups
//===----------------------------------------------------------------------===//

def Hlo_ReplicaGroupsAttr : Hlo_Attr<"ReplicaGroups", "replica_groups"> {
  let summary = "replica groups of a collective";
  let description = [{
    The groups of replicas a collective runs within, as XLA's
    `replica_groups={{0,1},{2,3}}`. No groups means all replicas in one group.

    ```mlir
    #hlo.replica_groups<[[0, 1], [2, 3]]>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$replica_ids,
                        ArrayRefParameter<"int64_t">:$group_sizes);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The groups, each a list of replica ids.
    ::llvm::SmallVector<::llvm::ArrayRef<int64_t>> getGroups() const;
    /// Builds the attribute from a list of groups.
    static ReplicaGroupsAttr get(::mlir::MLIRContext *context,
        ::llvm::ArrayRef<::llvm::SmallVector<int64_t>> groups);
  }];
}

//===----------------------------------------------------------------------===//
// Constants of the dialect's float types
//===----------------------------------------------------------------------===//

def Hlo_FloatBitsAttr
    : Hlo_Attr<"FloatBits", "float_bits", [ElementsAttrInterface]> {
  let summary = "elements of a float type of the dialect, as bit patterns";
  let description = [{
    The elements of an array whose element type is one of the dialect's float
    types (`!hlo.f8e3m4`, `!hlo.f8e8m0fnu`, `!hlo.f6e2m3fn`, `!hlo.f6e3m2fn`,
    `!hlo.f4e2m1fn`, which MLIR 19 has no builtin type for, so a
    `DenseElementsAttr` cannot hold them): the bit pattern of each element,
    a `ui8` tensor of the same shape (values below 2^bits). The attribute's
    type is the array's; `hlo.constant` takes it as its value.

    ```mlir
    %c = hlo.constant #hlo.float_bits<dense<[2, 11]> : tensor<2xui8>> : tensor<2x!hlo.f4e2m1fn>
    ```

    It gives no element values through `ElementsAttr` (no folder computes on
    these types, and none misreads the bits as integers); HLO export and
    import, and the interpreter, read the bits.
  }];
  let parameters = (ins AttributeSelfTypeParameter<"", "::mlir::ShapedType">:$type,
                        "::mlir::DenseIntElementsAttr":$bits);
  let assemblyFormat = "`<` $bits `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The attribute of `type` (a static tensor of one of the dialect's
    /// float types) whose elements have the bit patterns `bits`, one per
    /// element in row-major order.
    static FloatBitsAttr get(::mlir::ShapedType type,
                             ::llvm::ArrayRef<uint8_t> bits);
    /// The bit patterns, one per element in row-major order (a splat
    /// expanded).
    ::llvm::SmallVector<uint8_t> getElementBits() const;
  }];
}

//===----------------------------------------------------------------------===//
// Sharding
//===----------------------------------------------------------------------===//

def Hlo_ShardingAttr : Hlo_Attr<"Sharding", "sharding"> {
  let summary = "how a value is laid out over devices (XLA's OpSharding)";
  let description = [{
    XLA's `OpSharding`, the `sharding={...}` of an HLO instruction, which
    XLA's SPMD partitioner turns into per-device programs. It is the
    discardable attribute `hlo.sharding` of an op (the instruction the op
    becomes), and of a function's arguments (parameters) and results (the
    elements of the root tuple). Forms, with HLO text's spelling after `//`:

    ```mlir
    #hlo.sharding<replicated>                       // {replicated}
    #hlo.sharding<manual>                           // {manual}, also unknown, unreduced
    #hlo.sharding<maximal device = 1>               // {maximal device=1}
    #hlo.sharding<tiles = [2, 1], devices = [1, 0]> // {devices=[2,1]1,0}
    #hlo.sharding<tiles = [2, 2], iota = [4]>       // {devices=[2,2]<=[4]}
    #hlo.sharding<tiles = [2, 2], iota = [2, 2], transpose = [1, 0]>
                                                    // {devices=[2,2]<=[2,2]T(1,0)}
    #hlo.sharding<tiles = [2, 1, 2], iota = [4], last_tile_dim_replicate>
    #hlo.sharding<tiles = [2, 2], iota = [4], last_tile_dims = [manual]>
    #hlo.sharding<replicated, shard_as = 1>         // {replicated shard_as 1}
    #hlo.sharding<tuple [<replicated>, <maximal device = 0>]>
                                                    // {{replicated}, {maximal device=0}}
    ```

    `tiles` splits each dimension of the value into that many tiles (with
    `last_tile_dim_replicate`, one more dimension: each tile is replicated
    on that many devices; with `last_tile_dims`, one more per subgroup
    kind); the devices holding the tiles, in row-major order of the tile
    grid, are listed (`devices`) or are `iota` reshaped to the given
    dimensions and transposed by `transpose` (XLA's iota tile assignment).
    A tuple sharding has one element per leaf array of the value (a tuple
    type, or the results of an op with several): XLA's flattened form, so
    elements are not tuples. `metadata` holds XLA's sharding metadata, one
    dictionary of OpMetadata fields per entry.

    What the attribute checks on its own: device ids are non-negative and
    distinct, the tile count (without overflow) is the device count (or
    the iota's size), `transpose` permutes the iota dimensions, a kind
    carries only its own fields. Against the value it annotates (the
    dialect's attribute verifier): a tuple value takes a tuple sharding
    with one element per leaf, the tiled rank (tiles without the
    replicated and subgroup dimensions) is the array's rank, tokens take
    any sharding; when the module sets `hlo.num_partitions` above 1, device
    ids are below it and a tiled sharding uses every partition (XLA's
    HloVerifier with SPMD partitioning).
  }];
  let parameters = (ins
      EnumParameter<Hlo_ShardingType>:$type,
      Hlo_DimsParameter:$tiles,
      Hlo_DimsParameter:$devices,
      Hlo_DimsParameter:$iota,
      Hlo_DimsParameter:$transpose,
      Hlo_BoolParameter:$last_tile_dim_replicate,
      OptionalArrayRefParameter<"::xhlo::hlo::ShardingType">:$last_tile_dims,
      OptionalArrayRefParameter<"::xhlo::hlo::ShardingAttr">:$elements,
      OptionalParameter<"std::optional<int64_t>">:$shard_as,
      OptionalParameter<"std::optional<int64_t>">:$shard_like,
      OptionalParameter<"::mlir::ArrayAttr">:$metadata);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Builders of the common forms.
    static ShardingAttr getReplicated(::mlir::MLIRContext *context);
    static ShardingAttr getMaximal(::mlir::MLIRContext *context,
                                   int64_t device);
    static ShardingAttr getTuple(::mlir::MLIRContext *context,
                                 ::llvm::ArrayRef<ShardingAttr> elements);

    /// Whether this is a tuple sharding.
    bool isTuple() const { return getType() == ShardingType::TUPLE; }
    /// The number of dimensions `tiles` splits of the value (XLA's
    /// TiledDataRank): without the replicated and subgroup dimensions.
    int64_t getTiledRank() const;

    /// Checks the sharding against the value it annotates, of type `type`
    /// (a builtin tuple for an op with several results), as XLA's
    /// HloSharding::Validate; `numDevices` bounds the device ids when set.
    ::mlir::LogicalResult
    verifyFor(::mlir::Type type, std::optional<int64_t> numDevices,
              ::llvm::function_ref<::mlir::InFlightDiagnostic()> emitError)
        const;
  }];
}

#endif // XHLO_DIALECT_HLO_IR_HLOATTRS_TD
