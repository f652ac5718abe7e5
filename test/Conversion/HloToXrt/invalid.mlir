// convert-hlo-to-xrt refuses, with one error per problem and before
// changing anything, what it cannot offload.
// RUN: xhlo-opt --convert-hlo-to-xrt --split-input-file --verify-diagnostics %s

func.func @several_blocks(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.execute_region -> tensor<4xf32> {
    // expected-error @+1 {{cannot offload hlo ops in a region of several blocks}}
    %e = hlo.exponential %x : tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  ^bb1:
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @isolated(%x: tensor<4xf32>) {
  // expected-error @+1 {{cannot offload the hlo ops inside 'builtin.module', which is isolated from above}}
  builtin.module {
    %e = hlo.constant dense<1.0> : tensor<4xf32>
  }
  return
}

// -----

func.func @token_to_host() -> !hlo.token {
  // expected-error @+1 {{cannot read a value of type '!hlo.token' back to the host (only arrays can be)}}
  %t = hlo.after_all()
  return %t : !hlo.token
}

// -----

func.func @tuple_from_host(%t: tuple<tensor<2xf32>, tensor<i32>>) -> tensor<2xf32> {
  // expected-error @+1 {{cannot transfer a value of type 'tuple<tensor<2xf32>, tensor<i32>>' from the host to the device (only statically shaped tensors of XLA element types can be)}}
  %e = hlo.get_tuple_element %t[0] : tuple<tensor<2xf32>, tensor<i32>>
  return %e : tensor<2xf32>
}

// -----

func.func @tuple_to_host(%x: tensor<2xf32>) -> tuple<tensor<2xf32>> {
  // expected-error @+1 {{cannot read a value of type 'tuple<tensor<2xf32>>' back to the host (only arrays can be)}}
  %t = hlo.tuple(%x) : tensor<2xf32>
  return %t : tuple<tensor<2xf32>>
}

// -----

// A token cannot live in device memory, so it cannot pass from one
// computation to another through the host.
func.func @token_between_computations(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{cannot pass a value of type '!hlo.token' from one device computation to another}}
  %tok = hlo.after_all()
  %e = hlo.exponential %x : tensor<f32>
  %h = tensor.extract %e[] : tensor<f32>
  %s = tensor.from_elements %h : tensor<f32>
  %d = hlo.add_dependency %s, %tok : tensor<f32>
  return %d : tensor<f32>
}

// -----

// Every problem is reported, not only the first.
func.func @two_problems() -> (!hlo.token, !hlo.token) {
  // expected-error @+1 {{cannot read a value of type '!hlo.token' back}}
  %a = hlo.after_all()
  // expected-error @+1 {{cannot read a value of type '!hlo.token' back}}
  %b = hlo.after_all()
  return %a, %b : !hlo.token, !hlo.token
}

// -----

func.func private @callee(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = hlo.exponential %x : tensor<4xf32>
  return %y : tensor<4xf32>
}

func.func @host_calls_device_code(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = hlo.call @callee(%x) : (tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{cannot offload: @callee is device code (hlo ops call it or xrt compiles it) but is called from the host}}
  %z = func.call @callee(%y) : (tensor<4xf32>) -> tensor<4xf32>
  return %z : tensor<4xf32>
}
