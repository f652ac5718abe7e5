//===- HloMiscOps.td - Constants, rng, side effects, ----- -*- tablegen -*-===//
//
// Part of the xhlo project.
//
//===----------------------------------------------------------------------===//
//
// The rest of XLA's opcodes: constant, rng, rng-bit-generator and
// rng-get-and-update-state, tokens (after-all, add-dependency),
// infeed/outfeed, send/recv and their -done halves, domain, custom-call,
// replica and partition ids, and the collectives (with single-replica
// semantics when run).
//
// Where HLO produces a tuple (rng-bit-generator, infeed, recv-done, variadic
// collectives), the op has several results instead; the exporter packs them.
// send and recv are the exception: their tuple (data, u32[] context, token)
// is the handle that the matching send-done / recv-done consumes, so it
// stays one tuple-typed value and each op remains one HLO instruction.
//
// Side effects: rng, rng-get-and-update-state, infeed, outfeed, send/recv
// (and -done) and the collectives read and write the default memory
// resource (MemRead + MemWrite). That is what keeps CSE from
// merging two of them, DCE from deleting an unused one, LICM from hoisting
// one out of a loop, and every pass from reordering them relative to each
// other: rng advances a hidden generator state, the feeds talk to the host,
// and collectives must run in the same order on every replica.
//
//===----------------------------------------------------------------------===//

#ifndef XHLO_DIALECT_HLO_IR_HLOMISCOPS_TD
#define XHLO_DIALECT_HLO_IR_HLOMISCOPS_TD

include "xhlo/Dialect/Hlo/IR/HloAttrs.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

/// What infeed produces and outfeed consumes: arrays or (nested) tuples of
/// arrays, never tokens.
def Hlo_FeedValue : AnyTypeOf<[Hlo_Tensor, NestedTupleOf<[Hlo_Tensor]>],
                              "array or tuple of arrays">;

/// A channel id: positive, as XLA reads a proto's `channel_id` of 0 as "no
/// channel".
def Hlo_ChannelIdAttr : ConfinedAttr<I64Attr, [IntPositive]>;

//===----------------------------------------------------------------------===//
// constant
//===----------------------------------------------------------------------===//

def Hlo_ConstantOp : Hlo_Op<"constant", [ConstantLike, Pure,
    InferTypeOpAdaptor]> {
  let summary = "an array literal";
  let description = [{
    XLA's `constant`: an array whose elements are given by a dense elements
    attribute of the result's type.

    ```mlir
    %c = hlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs Hlo_Tensor:$output);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
  let hasVerifier = 1;
  let builders = [OpBuilder<(ins "::mlir::Attribute":$value)>];
}

//===----------------------------------------------------------------------===//
// Random numbers
//===----------------------------------------------------------------------===//

def Hlo_RngOp : Hlo_Op<"rng", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "random numbers from a distribution";
  let description = [{
    XLA's `rng`: an array of the result's shape filled with random numbers.
    UNIFORM draws from [a, b) (pred, integral or floating point); NORMAL
    draws from N(mu = a, sigma = b) (floating point only). `a` and `b` are
    scalars of the result's element type. The op reads and advances a hidden
    generator state, so it is not pure: two rngs are never merged or hoisted.

    ```mlir
    %r = hlo.rng UNIFORM, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins Hlo_Tensor:$a, Hlo_Tensor:$b,
                       Hlo_RngDistributionAttr:$rng_distribution);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = [{
    custom<HloEnum>($rng_distribution) `,` $a `,` $b attr-dict
      `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Hlo_RngBitGeneratorOp : Hlo_Op<"rng_bit_generator", [Pure]> {
  let summary = "random bits from an explicit generator state";
  let description = [{
    XLA's `rng-bit-generator`: returns the generator's next state (of the
    initial state's type) and an array of random bits of the result's shape
    and integral element type. The state is a u64 vector of 2 words for
    THREE_FRY and of 2 or 3 words for PHILOX and DEFAULT (XLA's PHILOX
    takes a counter and an optional key word). Deterministic, hence pure.

    ```mlir
    %s, %bits = hlo.rng_bit_generator THREE_FRY, %state : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4x4xui32>)
    ```
  }];
  let arguments = (ins Hlo_Tensor:$initial_state,
                       Hlo_RngAlgorithmAttr:$rng_algorithm);
  let results = (outs Hlo_Tensor:$output_state, Hlo_Tensor:$output);
  let assemblyFormat = [{
    custom<HloEnum>($rng_algorithm) `,` $initial_state attr-dict
      `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Hlo_RngGetAndUpdateStateOp : Hlo_Op<"rng_get_and_update_state", [
    MemoryEffects<[MemRead, MemWrite]>, InferTypeOpAdaptor]> {
  let hloProtoFields = ["delta"];
  let summary = "reads and advances the global rng state";
  let description = [{
    XLA's `rng-get-and-update-state`: returns the module's global random
    number generator state, a u64 vector of 2 words, and advances it by
    `delta` (XLA's RngExpander uses this to seed rng-bit-generator). It reads
    and writes hidden state, so it is not pure.

    ```mlir
    %state = hlo.rng_get_and_update_state delta = 1 : tensor<2xui64>
    ```
  }];
  let arguments = (ins I64Attr:$delta);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = "`delta` `=` $delta attr-dict `:` type($result)";
}

//===----------------------------------------------------------------------===//
// Tokens
//===----------------------------------------------------------------------===//

// The result type (a token) is buildable, so ODS infers it by itself.
def Hlo_AfterAllOp : Hlo_Op<"after_all", [Pure]> {
  let summary = "a token ordered after all given tokens";
  let description = [{
    XLA's `after-all`: joins tokens into one that is ordered after all of
    them. With no operand it creates a fresh token.

    ```mlir
    %t = hlo.after_all(%t0, %t1)
    %fresh = hlo.after_all()
    ```
  }];
  let arguments = (ins Variadic<Hlo_Token>:$inputs);
  let results = (outs Hlo_Token:$result);
  let assemblyFormat = "`(` $inputs `)` attr-dict";
}

def Hlo_AddDependencyOp : Hlo_Op<"add_dependency", [Pure,
    InferTypeOpAdaptor]> {
  let summary = "a value that depends on a token";
  let description = [{
    XLA's `add-dependency`: returns `operand` unchanged, but only after
    `token`, which orders it after the side effects the token stands for.

    ```mlir
    %y = hlo.add_dependency %x, %t : tensor<4xf32>
    ```
  }];
  let arguments = (ins Hlo_Value:$operand, Hlo_Token:$token);
  let results = (outs Hlo_Value:$result);
  let assemblyFormat = "$operand `,` $token attr-dict `:` type($operand)";
}

//===----------------------------------------------------------------------===//
// Infeed and outfeed
//===----------------------------------------------------------------------===//

def Hlo_InfeedOp : Hlo_Op<"infeed", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "reads values from the host's infeed queue";
  let description = [{
    XLA's `infeed`: reads one value of the given shape from the device's
    infeed queue, after `token`. XLA's result `(data, token[])` is modelled
    as the data values (the elements of XLA's data tuple, one result each)
    followed by a new token. `infeed_config` is passed to the backend.

    ```mlir
    %x, %i, %t1 = hlo.infeed %t0 {infeed_config = "cfg"} : tensor<2x3xf32>, tensor<i32>
    ```
  }];
  let arguments = (ins Hlo_Token:$token, OptionalAttr<StrAttr>:$infeed_config);
  let results = (outs Variadic<Hlo_FeedValue>:$data, Hlo_Token:$result_token);
  let assemblyFormat = "$token attr-dict (`:` type($data)^)?";
}

def Hlo_OutfeedOp : Hlo_Op<"outfeed", [MemoryEffects<[MemRead, MemWrite]>]> {
  // HLO passes the data as one tuple operand.
  let hloMinOperands = 2;
  let hloMaxOperands = 2;
  let summary = "writes values to the host's outfeed queue";
  let description = [{
    XLA's `outfeed`: writes its data operands (XLA's data tuple, one
    operand per element) to the device's outfeed queue after `token`, and
    returns a token ordered after the write. `outfeed_config` is passed to
    the backend.

    ```mlir
    %t1 = hlo.outfeed(%x, %i), %t0 {outfeed_config = "cfg"} : tensor<2x3xf32>, tensor<i32>
    ```
  }];
  let arguments = (ins Variadic<Hlo_FeedValue>:$inputs, Hlo_Token:$token,
                       OptionalAttr<StrAttr>:$outfeed_config);
  let results = (outs Hlo_Token:$result);
  let assemblyFormat = [{
    `(` $inputs `)` `,` $token attr-dict (`:` type($inputs)^)?
  }];
}

//===----------------------------------------------------------------------===//
// Send and recv
//===----------------------------------------------------------------------===//
//
// A transfer over channel `channel_id` (to another device or, with
// `is_host_transfer`, the host) is split into a start (send, recv) and a
// done (send-done, recv-done) so that work can overlap the transfer. The
// start returns XLA's context tuple (data, u32[] context, token) as one
// value, which the done consumes; the done ops carry the channel and
// host-transfer flag of their start as in HLO.

def Hlo_SendOp : Hlo_Op<"send", [
    MemoryEffects<[MemRead, MemWrite]>, InferTypeOpAdaptor]> {
  let summary = "starts sending a value over a channel";
  let description = [{
    XLA's `send`: starts sending `operand` (an array or a tuple of arrays)
    over channel `channel_id`, after `token`. Returns the context tuple
    (operand, u32[] context, token) that send_done waits on.
    `is_host_transfer` sends to the host instead of another device.

    ```mlir
    %s = hlo.send %x, %t, channel_id = 5, is_host_transfer : tensor<3x4xi32>
    ```
  }];
  let arguments = (ins Hlo_FeedValue:$operand, Hlo_Token:$token,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$channel_id,
                       UnitAttr:$is_host_transfer);
  let results = (outs Hlo_Tuple:$result);
  let assemblyFormat = [{
    $operand `,` $token `,` `channel_id` `=` $channel_id
      (`,` `is_host_transfer` $is_host_transfer^)? attr-dict
      `:` type($operand)
  }];
}

def Hlo_SendDoneOp : Hlo_Op<"send_done", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "waits for a send to complete";
  let description = [{
    XLA's `send-done`: waits until the send whose context tuple (data, u32[]
    context, token) is `operand` has completed and returns a token ordered
    after it. `channel_id` and `is_host_transfer` are those of the send.

    ```mlir
    %t1 = hlo.send_done %s, channel_id = 5, is_host_transfer : tuple<tensor<3x4xi32>, tensor<ui32>, !hlo.token>
    ```
  }];
  let arguments = (ins Hlo_Tuple:$operand,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$channel_id,
                       UnitAttr:$is_host_transfer);
  let results = (outs Hlo_Token:$result);
  let assemblyFormat = [{
    $operand `,` `channel_id` `=` $channel_id
      (`,` `is_host_transfer` $is_host_transfer^)? attr-dict
      `:` type($operand)
  }];
  let hasVerifier = 1;
}

def Hlo_RecvOp : Hlo_Op<"recv", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "starts receiving a value from a channel";
  let description = [{
    XLA's `recv`: starts receiving a value (an array or a tuple of arrays,
    the first element of the result type) from channel `channel_id`, after
    `token`. Returns the context tuple (data, u32[] context, token) that
    recv_done waits on; the data is only valid after recv_done.
    `is_host_transfer` receives from the host instead of another device.

    ```mlir
    %r = hlo.recv %t, channel_id = 5, is_host_transfer : tuple<tensor<3x4xi32>, tensor<ui32>, !hlo.token>
    ```
  }];
  let arguments = (ins Hlo_Token:$token,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$channel_id,
                       UnitAttr:$is_host_transfer);
  let results = (outs Hlo_Tuple:$result);
  let assemblyFormat = [{
    $token `,` `channel_id` `=` $channel_id
      (`,` `is_host_transfer` $is_host_transfer^)? attr-dict
      `:` type($result)
  }];
  let hasVerifier = 1;
}

def Hlo_RecvDoneOp : Hlo_Op<"recv_done", [
    MemoryEffects<[MemRead, MemWrite]>, InferTypeOpAdaptor]> {
  let summary = "waits for a recv to complete";
  let description = [{
    XLA's `recv-done`: waits until the recv whose context tuple (data, u32[]
    context, token) is `operand` has completed. XLA's result `(data,
    token[])` is modelled as two results: the received data and a token
    ordered after the transfer. `channel_id` and `is_host_transfer` are
    those of the recv.

    ```mlir
    %x, %t1 = hlo.recv_done %r, channel_id = 5, is_host_transfer : tuple<tensor<3x4xi32>, tensor<ui32>, !hlo.token>
    ```
  }];
  let arguments = (ins Hlo_Tuple:$operand,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$channel_id,
                       UnitAttr:$is_host_transfer);
  let results = (outs Hlo_FeedValue:$data, Hlo_Token:$result_token);
  let assemblyFormat = [{
    $operand `,` `channel_id` `=` $channel_id
      (`,` `is_host_transfer` $is_host_transfer^)? attr-dict
      `:` type($operand)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// domain
//===----------------------------------------------------------------------===//

def Hlo_DomainOp : Hlo_Op<"domain", [Pure, InferTypeOpAdaptor]> {
  let summary = "marks the boundary between two sharding domains";
  let description = [{
    XLA's `domain`: returns `operand` unchanged; it marks where values cross
    from one domain (a region of instructions with one sharding) into
    another, for the partitioner's domain passes. `kind` is the domain kind;
    `sharding` is the only kind an HLO module can carry. `entry_sharding`
    and `exit_sharding` are the shardings inside and outside the boundary
    (HLO's `entry=` and `exit=`, proto fields `domain_entry_sharding` and
    `domain_exit_sharding`), each an `OpSharding` message in protobuf text
    format (absent: no sharding, HLO's `{}`). The op computes nothing, but
    it has no folder: it stays where it is.

    ```mlir
    %y = hlo.domain %x, kind = "sharding", entry_sharding = "type: MAXIMAL tile_assignment_devices: 1" : tensor<ui32>
    ```
  }];
  let arguments = (ins Hlo_Value:$operand, StrAttr:$kind,
                       OptionalAttr<StrAttr>:$entry_sharding,
                       OptionalAttr<StrAttr>:$exit_sharding);
  let results = (outs Hlo_Value:$result);
  let assemblyFormat = [{
    $operand `,` custom<DomainAttrs>($kind, $entry_sharding, $exit_sharding)
      attr-dict `:` type($operand)
  }];
}

//===----------------------------------------------------------------------===//
// custom-call
//===----------------------------------------------------------------------===//

def Hlo_CustomCallOp : Hlo_Op<"custom_call", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let hloTupleResults = "WhenTakenApart";
  let summary = "a call of a backend-defined function";
  let description = [{
    XLA's `custom-call`: calls the function the backend registers under
    `custom_call_target` with the operands, returning values of the result
    types (XLA's result tuple, one result per element). `has_side_effect`
    (XLA's `custom_call_has_side_effect`) makes the call read and write
    memory, so it is neither removed nor merged; without it the call is
    treated as pure. `backend_config`, `api_version` and
    `called_computations` (functions of the module) are passed through.

    ```mlir
    %r = hlo.custom_call "my_kernel"(%x, %y) has_side_effect api_version = API_VERSION_STATUS_RETURNING {backend_config = "opts"} : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins Variadic<Hlo_Value>:$inputs,
                       StrAttr:$custom_call_target,
                       UnitAttr:$has_side_effect,
                       OptionalAttr<StrAttr>:$backend_config,
                       OptionalAttr<Hlo_CustomCallApiVersionAttr>:$api_version,
                       OptionalAttr<FlatSymbolRefArrayAttr>:$called_computations);
  let results = (outs Variadic<Hlo_Value>:$results);
  let assemblyFormat = [{
    $custom_call_target `(` $inputs `)`
      (`has_side_effect` $has_side_effect^)?
      (`api_version` `=` custom<HloEnum>($api_version)^)?
      attr-dict `:` functional-type($inputs, results)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Replica and partition ids
//===----------------------------------------------------------------------===//

def Hlo_ReplicaIdOp : Hlo_Op<"replica_id", [Pure, InferTypeOpAdaptor]> {
  let summary = "the id of the running replica";
  let description = [{
    XLA's `replica-id`: the id of the replica that runs the computation, a
    u32 scalar (0 when there is one replica).

    ```mlir
    %id = hlo.replica_id : tensor<ui32>
    ```
  }];
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def Hlo_PartitionIdOp : Hlo_Op<"partition_id", [Pure, InferTypeOpAdaptor]> {
  let summary = "the id of the running partition";
  let description = [{
    XLA's `partition-id`: the id of the partition (of an SPMD-partitioned
    computation) that runs it, a u32 scalar (0 when there is one partition).

    ```mlir
    %id = hlo.partition_id : tensor<ui32>
    ```
  }];
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//
//
// `replica_groups` lists the groups of participants (`[]` is one group of
// all). Without `channel_id` the participants are replicas; with it they are
// partitions (all-to-all, collective-permute, collective-broadcast) or
// replicas of every partition (all-reduce, all-gather, reduce-scatter), and
// with `use_global_device_ids` as well they are global device ids (the
// custom form prints `use_global_device_ids` only after a `channel_id`,
// since it needs one).

def Hlo_AllReduceOp : Hlo_Op<"all_reduce", [
    MemoryEffects<[MemRead, MemWrite]>, RecursiveMemoryEffects,
    IsolatedFromAbove, SingleBlock, InferTypeOpAdaptor]> {
  let hloMinOperands = 1;
  let summary = "reduces values across replicas";
  let description = [{
    XLA's `all-reduce`: every participant gets, for each operand, the
    elementwise reduction with `to_apply` of that operand over its replica
    group. `to_apply` is a scalar computation (T[], T[]) -> T[] applied to
    every operand, so all operands have element type T; results have the
    operands' types. Groups may have different sizes.

    ```mlir
    %r = hlo.all_reduce(%x) replica_groups = [[0, 1], [2, 3]], channel_id = 1 : tensor<4xf32> {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = hlo.add %a, %b : tensor<f32>
      hlo.return %s : tensor<f32>
    }
    ```
  }];
  let arguments = (ins Variadic<Hlo_Tensor>:$inputs,
                       Hlo_ReplicaGroupsAttr:$replica_groups,
                       OptionalAttr<Hlo_ChannelIdAttr>:$channel_id,
                       UnitAttr:$use_global_device_ids);
  let results = (outs Variadic<Hlo_Tensor>:$results);
  let regions = (region SizedRegion<1>:$to_apply);
  let assemblyFormat = [{
    `(` $inputs `)` `replica_groups` `=` custom<ReplicaGroups>($replica_groups)
      (`,` `channel_id` `=` $channel_id^
        (`,` `use_global_device_ids` $use_global_device_ids^)?)?
      attr-dict `:` type($inputs) $to_apply
  }];
  let hasRegionVerifier = 1;
}

def Hlo_AllGatherOp : Hlo_Op<"all_gather", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let hloMinOperands = 1;
  let summary = "concatenates values across replicas";
  let description = [{
    XLA's `all-gather`: every participant gets, for each operand, the
    concatenation along `all_gather_dimension` (HLO's `dimensions={d}`) of
    that operand from every member of its group, in group order. A result
    has its operand's element type and dimensions except the gathered one,
    which is the operand's times the shard count (the group size). Groups
    have one size.

    ```mlir
    %r = hlo.all_gather(%x) all_gather_dimension = 0, replica_groups = [[0, 1]] : (tensor<2x3xf32>) -> tensor<4x3xf32>
    ```
  }];
  let arguments = (ins Variadic<Hlo_Tensor>:$inputs,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$all_gather_dimension,
                       Hlo_ReplicaGroupsAttr:$replica_groups,
                       OptionalAttr<Hlo_ChannelIdAttr>:$channel_id,
                       UnitAttr:$use_global_device_ids);
  let results = (outs Variadic<Hlo_Tensor>:$results);
  let assemblyFormat = [{
    `(` $inputs `)` `all_gather_dimension` `=` $all_gather_dimension `,`
      `replica_groups` `=` custom<ReplicaGroups>($replica_groups)
      (`,` `channel_id` `=` $channel_id^
        (`,` `use_global_device_ids` $use_global_device_ids^)?)?
      attr-dict `:` functional-type($inputs, results)
  }];
  let hasVerifier = 1;
}

def Hlo_ReduceScatterOp : Hlo_Op<"reduce_scatter", [
    MemoryEffects<[MemRead, MemWrite]>, RecursiveMemoryEffects,
    IsolatedFromAbove, SingleBlock]> {
  let hloMinOperands = 1;
  let summary = "reduces values across replicas and scatters the result";
  let description = [{
    XLA's `reduce-scatter`: an all-reduce with `to_apply` ((T[], T[]) ->
    T[]) whose result is split along `scatter_dimension` (HLO's
    `dimensions={d}`) into as many blocks as the group has members; member
    i gets block i. So a result's scatter dimension is the operand's divided
    by the shard count (the group size), which must divide it. Groups have
    one size.

    ```mlir
    %r = hlo.reduce_scatter(%x) scatter_dimension = 0, replica_groups = [[0, 1]] : (tensor<4x3xf32>) -> tensor<2x3xf32> {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = hlo.add %a, %b : tensor<f32>
      hlo.return %s : tensor<f32>
    }
    ```
  }];
  let arguments = (ins Variadic<Hlo_Tensor>:$inputs,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$scatter_dimension,
                       Hlo_ReplicaGroupsAttr:$replica_groups,
                       OptionalAttr<Hlo_ChannelIdAttr>:$channel_id,
                       UnitAttr:$use_global_device_ids);
  let results = (outs Variadic<Hlo_Tensor>:$results);
  let regions = (region SizedRegion<1>:$to_apply);
  let assemblyFormat = [{
    `(` $inputs `)` `scatter_dimension` `=` $scatter_dimension `,`
      `replica_groups` `=` custom<ReplicaGroups>($replica_groups)
      (`,` `channel_id` `=` $channel_id^
        (`,` `use_global_device_ids` $use_global_device_ids^)?)?
      attr-dict `:` functional-type($inputs, results) $to_apply
  }];
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def Hlo_AllToAllOp : Hlo_Op<"all_to_all", [
    MemoryEffects<[MemRead, MemWrite]>, InferTypeOpAdaptor]> {
  let hloMinOperands = 1;
  let summary = "exchanges blocks of values between all replicas";
  let description = [{
    XLA's `all-to-all`. Array form (`split_dimension`, `concat_dimension`,
    `split_count` given, one operand): the operand is split along
    `split_dimension` into `split_count` blocks (the group size), block i
    goes to member i, and the received blocks are concatenated along
    `concat_dimension`: the result's split dimension is divided by
    `split_count` and its concat dimension multiplied by it. Tuple form (no
    dimensions): one operand per group member, all of one type; member j
    receives operand j of every member, so results have the operands' types.

    ```mlir
    %r = hlo.all_to_all(%x) split_dimension = 1, concat_dimension = 0, split_count = 2, replica_groups = [[0, 1]] : (tensor<2x4xf32>) -> tensor<4x2xf32>
    %a, %b = hlo.all_to_all(%y, %z) replica_groups = [[0, 1]] : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    ```
  }];
  let arguments = (ins Variadic<Hlo_Tensor>:$inputs,
                       Hlo_ReplicaGroupsAttr:$replica_groups,
                       OptionalAttr<I64Attr>:$split_dimension,
                       OptionalAttr<I64Attr>:$concat_dimension,
                       OptionalAttr<I64Attr>:$split_count,
                       OptionalAttr<Hlo_ChannelIdAttr>:$channel_id);
  let results = (outs Variadic<Hlo_Tensor>:$results);
  let assemblyFormat = [{
    `(` $inputs `)`
      (`split_dimension` `=` $split_dimension^ `,`
       `concat_dimension` `=` $concat_dimension `,`
       `split_count` `=` $split_count `,`)?
      `replica_groups` `=` custom<ReplicaGroups>($replica_groups)
      (`,` `channel_id` `=` $channel_id^)?
      attr-dict `:` functional-type($inputs, results)
  }];
}

def Hlo_RaggedAllToAllOp : Hlo_Op<"ragged_all_to_all", [
    MemoryEffects<[MemRead, MemWrite]>, InferTypeOpAdaptor]> {
  let summary = "exchanges variable-sized row blocks between replicas";
  let description = [{
    XLA's `ragged-all-to-all`: every participant sends, for each member j of
    its replica group, `send_sizes[j]` rows (slices along dimension 0) of
    `input` starting at row `input_offsets[j]`; member j writes them into its
    `output` at row `output_offsets[j]`, and `recv_sizes[j]` is how many rows
    this participant receives from member j. The result is `output` updated
    with the received rows, of `output`'s type. The four offset and size
    operands have one shape, of rank 1 or 2. Groups have one size.

    ```mlir
    %r = hlo.ragged_all_to_all(%input, %output, %input_offsets, %send_sizes, %output_offsets, %recv_sizes) replica_groups = [[0, 1, 2]], channel_id = 1 : tensor<6xf32>, tensor<6xf32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
    ```
  }];
  let arguments = (ins Hlo_Tensor:$input, Hlo_Tensor:$output,
                       Hlo_Tensor:$input_offsets, Hlo_Tensor:$send_sizes,
                       Hlo_Tensor:$output_offsets, Hlo_Tensor:$recv_sizes,
                       Hlo_ReplicaGroupsAttr:$replica_groups,
                       OptionalAttr<Hlo_ChannelIdAttr>:$channel_id);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = [{
    `(` $input `,` $output `,` $input_offsets `,` $send_sizes `,`
      $output_offsets `,` $recv_sizes `)`
      `replica_groups` `=` custom<ReplicaGroups>($replica_groups)
      (`,` `channel_id` `=` $channel_id^)? attr-dict `:` type(operands)
  }];
}

def Hlo_CollectivePermuteOp : Hlo_Op<"collective_permute", [
    MemoryEffects<[MemRead, MemWrite]>, InferTypeOpAdaptor]> {
  let summary = "sends a value from each source to its target replica";
  let description = [{
    XLA's `collective-permute`: for each (source, target) pair of
    `source_target_pairs` (stored flattened: source0, target0, source1,
    ...), the target receives the source's operand; a participant that is
    no target gets zeros. Ids are non-negative and no source and no target
    appears twice. The result has the operand's type.

    ```mlir
    %r = hlo.collective_permute %x, source_target_pairs = [[0, 1], [1, 0]], channel_id = 1 : tensor<4xf32>
    ```
  }];
  let arguments = (ins Hlo_Tensor:$operand,
                       DenseI64ArrayAttr:$source_target_pairs,
                       OptionalAttr<Hlo_ChannelIdAttr>:$channel_id);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `source_target_pairs` `=`
      custom<SourceTargetPairs>($source_target_pairs)
      (`,` `channel_id` `=` $channel_id^)? attr-dict `:` type($operand)
  }];
}

def Hlo_CollectiveBroadcastOp : Hlo_Op<"collective_broadcast", [
    MemoryEffects<[MemRead, MemWrite]>, InferTypeOpAdaptor]> {
  let hloMinOperands = 1;
  let summary = "broadcasts values from the first member of each group";
  let description = [{
    XLA's `collective-broadcast`: every member of a replica group gets the
    operands of the group's first member. Results have the operands' types.

    ```mlir
    %r = hlo.collective_broadcast(%x) replica_groups = [[0, 1]], channel_id = 1 : tensor<4xf32>
    ```
  }];
  let arguments = (ins Variadic<Hlo_Tensor>:$inputs,
                       Hlo_ReplicaGroupsAttr:$replica_groups,
                       OptionalAttr<Hlo_ChannelIdAttr>:$channel_id);
  let results = (outs Variadic<Hlo_Tensor>:$results);
  let assemblyFormat = [{
    `(` $inputs `)` `replica_groups` `=` custom<ReplicaGroups>($replica_groups)
      (`,` `channel_id` `=` $channel_id^)? attr-dict `:` type($inputs)
  }];
}

//===----------------------------------------------------------------------===//
// Asynchronous forms: -start / -done pairs and async wrappers
//===----------------------------------------------------------------------===//
//
// XLA splits a collective (and copy, and any wrapped computation) into a
// start, which begins the work and returns a context, and a done, which
// waits for it and returns the result, so that the scheduler can overlap
// other work between them. The shapes are XLA's (shape_inference.cc); as
// XLA's verifier (VerifyAsynchronousInstructionPairs) requires, a start's
// one user is its done (or, for async_start, an async_update or
// async_done) and a done's operand is its start. The interpreter performs
// the work at the start and returns the result at the done.

def Hlo_AllReduceStartOp : Hlo_Op<"all_reduce_start", [
    MemoryEffects<[MemRead, MemWrite]>, RecursiveMemoryEffects,
    IsolatedFromAbove, SingleBlock, InferTypeOpAdaptor]> {
  let hloMinOperands = 1;
  let summary = "starts an all-reduce";
  let description = [{
    XLA's `all-reduce-start`: an all_reduce (same operands, attributes and
    `to_apply`) that all_reduce_done completes. Its result is what
    all-reduce returns: the reduced operand, or a tuple of them when there
    are several.

    ```mlir
    %s = hlo.all_reduce_start(%x) replica_groups = [] : tensor<4xf32> {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %r = hlo.add %a, %b : tensor<f32>
      hlo.return %r : tensor<f32>
    }
    %y = hlo.all_reduce_done %s : tensor<4xf32>
    ```
  }];
  let arguments = (ins Variadic<Hlo_Tensor>:$inputs,
                       Hlo_ReplicaGroupsAttr:$replica_groups,
                       OptionalAttr<Hlo_ChannelIdAttr>:$channel_id,
                       UnitAttr:$use_global_device_ids);
  let results = (outs Hlo_Value:$result);
  let regions = (region SizedRegion<1>:$to_apply);
  let assemblyFormat = [{
    `(` $inputs `)` `replica_groups` `=` custom<ReplicaGroups>($replica_groups)
      (`,` `channel_id` `=` $channel_id^
        (`,` `use_global_device_ids` $use_global_device_ids^)?)?
      attr-dict `:` type($inputs) $to_apply
  }];
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def Hlo_AllReduceDoneOp : Hlo_Op<"all_reduce_done", [
    MemoryEffects<[MemRead, MemWrite]>, InferTypeOpAdaptor]> {
  let summary = "waits for an all-reduce and returns its results";
  let description = [{
    XLA's `all-reduce-done`: `operand` is the result of an
    all_reduce_start; the results are the reduced operands (one per element
    when it is a tuple).

    ```mlir
    %a, %b = hlo.all_reduce_done %s : tuple<tensor<4xf32>, tensor<2xf32>>
    ```
  }];
  let arguments = (ins Hlo_Value:$operand);
  let results = (outs Variadic<Hlo_Tensor>:$results);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
  let hasVerifier = 1;
}

def Hlo_AllGatherStartOp : Hlo_Op<"all_gather_start", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let hloMinOperands = 1;
  let summary = "starts an all-gather";
  let description = [{
    XLA's `all-gather-start`: an all_gather (same operands and attributes)
    that all_gather_done completes. Its result is the tuple (operands,
    gathered), each element the one operand or result, or a tuple of them
    when there are several.

    ```mlir
    %s = hlo.all_gather_start(%x) all_gather_dimension = 0, replica_groups = [[0, 1]] : (tensor<2x3xf32>) -> tuple<tensor<2x3xf32>, tensor<4x3xf32>>
    %y = hlo.all_gather_done %s : tuple<tensor<2x3xf32>, tensor<4x3xf32>>
    ```
  }];
  let arguments = (ins Variadic<Hlo_Tensor>:$inputs,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$all_gather_dimension,
                       Hlo_ReplicaGroupsAttr:$replica_groups,
                       OptionalAttr<Hlo_ChannelIdAttr>:$channel_id,
                       UnitAttr:$use_global_device_ids);
  let results = (outs Hlo_Tuple:$result);
  let assemblyFormat = [{
    `(` $inputs `)` `all_gather_dimension` `=` $all_gather_dimension `,`
      `replica_groups` `=` custom<ReplicaGroups>($replica_groups)
      (`,` `channel_id` `=` $channel_id^
        (`,` `use_global_device_ids` $use_global_device_ids^)?)?
      attr-dict `:` functional-type($inputs, $result)
  }];
  let hasVerifier = 1;
}

def Hlo_AllGatherDoneOp : Hlo_Op<"all_gather_done", [
    MemoryEffects<[MemRead, MemWrite]>, InferTypeOpAdaptor]> {
  let summary = "waits for an all-gather and returns its results";
  let description = [{
    XLA's `all-gather-done`: `operand` is the result of an
    all_gather_start; the results are its element 1, the gathered values
    (one per element when that is a tuple).

    ```mlir
    %y = hlo.all_gather_done %s : tuple<tensor<2x3xf32>, tensor<4x3xf32>>
    ```
  }];
  let arguments = (ins Hlo_Tuple:$operand);
  let results = (outs Variadic<Hlo_Tensor>:$results);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
  let hasVerifier = 1;
}

def Hlo_CollectivePermuteStartOp : Hlo_Op<"collective_permute_start", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "starts a collective-permute";
  let description = [{
    XLA's `collective-permute-start`: a collective_permute (same operand
    and attributes) that collective_permute_done completes. Its result is
    the tuple (operand, result, context...): elements 0 and 1 have the
    operand's type, and the contexts after them are what the backend keeps
    (XLA writes two `u32[]`).

    ```mlir
    %s = hlo.collective_permute_start %x, source_target_pairs = [[0, 1], [1, 0]] : (tensor<4xf32>) -> tuple<tensor<4xf32>, tensor<4xf32>, tensor<ui32>, tensor<ui32>>
    %y = hlo.collective_permute_done %s : tuple<tensor<4xf32>, tensor<4xf32>, tensor<ui32>, tensor<ui32>>
    ```
  }];
  let arguments = (ins Hlo_Tensor:$operand,
                       DenseI64ArrayAttr:$source_target_pairs,
                       OptionalAttr<Hlo_ChannelIdAttr>:$channel_id);
  let results = (outs Hlo_Tuple:$result);
  let assemblyFormat = [{
    $operand `,` `source_target_pairs` `=`
      custom<SourceTargetPairs>($source_target_pairs)
      (`,` `channel_id` `=` $channel_id^)? attr-dict
      `:` functional-type($operand, $result)
  }];
  let hasVerifier = 1;
}

def Hlo_CollectivePermuteDoneOp : Hlo_Op<"collective_permute_done", [
    MemoryEffects<[MemRead, MemWrite]>, InferTypeOpAdaptor]> {
  let summary = "waits for a collective-permute and returns its result";
  let description = [{
    XLA's `collective-permute-done`: `operand` is the result of a
    collective_permute_start; the result is its element 1.

    ```mlir
    %y = hlo.collective_permute_done %s : tuple<tensor<4xf32>, tensor<4xf32>, tensor<ui32>, tensor<ui32>>
    ```
  }];
  let arguments = (ins Hlo_Tuple:$operand);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
  let hasVerifier = 1;
}

def Hlo_CopyStartOp : Hlo_Op<"copy_start", [
    MemoryEffects<[MemRead, MemWrite]>, InferTypeOpAdaptor]> {
  let summary = "starts a copy (between memory spaces)";
  let description = [{
    XLA's `copy-start`: begins copying `operand`, which copy_done
    completes. Its result is the tuple (destination, source, u32[]
    context), the first two of the operand's type.
    `cross_program_prefetch_index` marks XLA's cross-program prefetches.

    ```mlir
    %s = hlo.copy_start %x : tensor<4xf32>
    %y = hlo.copy_done %s : tuple<tensor<4xf32>, tensor<4xf32>, tensor<ui32>>
    ```
  }];
  let arguments = (ins Hlo_Tensor:$operand,
                       OptionalAttr<I32Attr>:$cross_program_prefetch_index);
  let results = (outs Hlo_Tuple:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
  let hasVerifier = 1;
}

def Hlo_CopyDoneOp : Hlo_Op<"copy_done", [
    MemoryEffects<[MemRead, MemWrite]>, InferTypeOpAdaptor]> {
  let summary = "waits for a copy and returns the copied value";
  let description = [{
    XLA's `copy-done`: `operand` is the result of a copy_start, whose
    destination and source have one type; the result is the destination.

    ```mlir
    %y = hlo.copy_done %s : tuple<tensor<4xf32>, tensor<4xf32>, tensor<ui32>>
    ```
  }];
  let arguments = (ins Hlo_Tuple:$operand);
  let results = (outs Hlo_Tensor:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand)";
  let hasVerifier = 1;
}

def Hlo_AsyncStartOp : Hlo_Op<"async_start", [
    MemoryEffects<[MemRead, MemWrite]>,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "starts a computation asynchronously";
  let description = [{
    XLA's `async-start`: begins running the computation `calls` (a
    `func.func` of the module, XLA's async wrapped computation) on the
    operands, on the execution thread `async_execution_thread`. Its result
    is the tuple ((operands), result, context...): element 0 is the tuple
    of the computation's parameters (the operands' types), element 1 its
    result (a tuple when it returns several values), and the contexts after
    them are the backend's. async_update passes the context on;
    async_done returns the result.

    ```mlir
    %s = hlo.async_start(%x) calls = @wrapped : (tensor<10xf32>) -> tuple<tuple<tensor<10xf32>>, tensor<20xf32>, tensor<i32>>
    %u = hlo.async_update %s calls = @wrapped : tuple<tuple<tensor<10xf32>>, tensor<20xf32>, tensor<i32>>
    %y = hlo.async_done %u calls = @wrapped : (tuple<tuple<tensor<10xf32>>, tensor<20xf32>, tensor<i32>>) -> tensor<20xf32>
    ```
  }];
  let arguments = (ins Variadic<Hlo_Value>:$inputs, FlatSymbolRefAttr:$calls,
                       DefaultValuedStrAttr<StrAttr, "main">:$async_execution_thread);
  let results = (outs Hlo_Tuple:$result);
  let assemblyFormat = [{
    `(` $inputs `)` `calls` `=` $calls attr-dict `:`
      functional-type($inputs, $result)
  }];
  let hasVerifier = 1;
}

def Hlo_AsyncUpdateOp : Hlo_Op<"async_update", [
    MemoryEffects<[MemRead, MemWrite]>, InferTypeOpAdaptor]> {
  let summary = "passes on the context of an asynchronous computation";
  let description = [{
    XLA's `async-update`: `operand` is the result of an async_start or
    async_update of the same computation `calls`; the result is the same
    context.

    ```mlir
    %u = hlo.async_update %s calls = @wrapped : tuple<tuple<tensor<10xf32>>, tensor<20xf32>, tensor<i32>>
    ```
  }];
  let arguments = (ins Hlo_Tuple:$operand, FlatSymbolRefAttr:$calls,
                       DefaultValuedStrAttr<StrAttr, "main">:$async_execution_thread);
  let results = (outs Hlo_Tuple:$result);
  let assemblyFormat = "$operand `calls` `=` $calls attr-dict `:` type($operand)";
  let hasVerifier = 1;
}

def Hlo_AsyncDoneOp : Hlo_Op<"async_done", [
    MemoryEffects<[MemRead, MemWrite]>, InferTypeOpAdaptor]> {
  let summary = "waits for an asynchronous computation and returns its result";
  let description = [{
    XLA's `async-done`: `operand` is the result of an async_start or
    async_update of the same computation `calls`; the result is its
    element 1, the computation's result.

    ```mlir
    %y = hlo.async_done %u calls = @wrapped : (tuple<tuple<tensor<10xf32>>, tensor<20xf32>, tensor<i32>>) -> tensor<20xf32>
    ```
  }];
  let arguments = (ins Hlo_Tuple:$operand, FlatSymbolRefAttr:$calls,
                       DefaultValuedStrAttr<StrAttr, "main">:$async_execution_thread);
  let results = (outs Hlo_Value:$result);
  let assemblyFormat = [{
    $operand `calls` `=` $calls attr-dict `:` functional-type($operand, $result)
  }];
  let hasVerifier = 1;
}

#endif // XHLO_DIALECT_HLO_IR_HLOMISCOPS_TD
