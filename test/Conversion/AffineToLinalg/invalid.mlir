// What the raising cannot handle at all is refused with an error naming the
// reason (and the loop nest, as a note): dynamic sizes, memrefs that may
// alias (views, a memref passed twice), unknown calls, affine.parallel.
// RUN: xhlo-opt --raise-affine-to-linalg --split-input-file --verify-diagnostics %s

// expected-error @+1 {{dynamic sizes: argument #0 has type 'memref<?xf32>', and the raising takes memrefs of static shape and identity layout only}}
func.func @dynamic_argument(%A: memref<?xf32>) {
  return
}

// -----

func.func @dynamic_allocation(%n: index) {
  // expected-error @+1 {{dynamic sizes: the allocation has type 'memref<?xf32>'}}
  %A = memref.alloc(%n) : memref<?xf32>
  return
}

// -----

func.func private @external(memref<4xf32>)

func.func @unknown_call(%A: memref<4xf32>) {
  // expected-note @+1 {{in this loop nest}}
  affine.for %i = 0 to 4 {
    // expected-error @+1 {{unknown call: 'external' has no body and takes memrefs, so what it reads and writes is unknown}}
    func.call @external(%A) : (memref<4xf32>) -> ()
  }
  return
}

// -----

func.func @callee(%A: memref<4xf32>, %B: memref<4xf32>) {
  return
}

func.func @aliasing_arguments(%A: memref<4xf32>) {
  // expected-error @+1 {{aliasing arguments: the call to 'callee' passes one memref as two arguments}}
  func.call @callee(%A, %A) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @view(%A: memref<8xf32>) {
  // expected-error @+1 {{'memref.subview' makes a memref that affine loops access, which may alias another: only function arguments and allocations are supported}}
  %v = memref.subview %A[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %c = arith.constant 1.0 : f32
  // expected-note @+1 {{in this loop nest}}
  affine.for %i = 0 to 4 {
    affine.store %c, %v[%i] : memref<4xf32, strided<[1], offset: 2>>
  }
  return
}

// -----

func.func @parallel(%A: memref<4xf32>) {
  %c = arith.constant 1.0 : f32
  // expected-error @+1 {{affine.parallel is not supported; use affine.for}}
  affine.parallel (%i) = (0) to (4) {
    affine.store %c, %A[%i] : memref<4xf32>
  }
  return
}
