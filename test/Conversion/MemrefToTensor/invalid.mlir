// What has no tensor form is refused with an error saying why.
// RUN: xhlo-opt --convert-memref-to-tensor --split-input-file --verify-diagnostics %s

// expected-error @+1 {{cannot convert a function returning a memref to tensors}}
func.func @returns_memref(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}

// -----

// expected-error @+1 {{argument #0 has type 'memref<?xf32>': only memrefs of static shape and identity layout can become tensors}}
func.func @dynamic(%a: memref<?xf32>) {
  return
}

// -----

func.func private @external(memref<4xf32>)

func.func @unknown_call(%a: memref<4xf32>) {
  // expected-error @+1 {{cannot convert the call to 'external' to tensors: the function has no body, so what it does to its memref arguments is unknown}}
  func.call @external(%a) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @writer(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  return
}

func.func @aliasing(%a: memref<4xf32>) {
  // expected-error @+1 {{cannot convert the call to 'writer' to tensors: it passes one buffer as two arguments, one of which the function writes (aliasing arguments)}}
  func.call @writer(%a, %a) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @overlap(%a: memref<8xf32>) {
  %head = memref.subview %a[0] [7] [1] : memref<8xf32> to memref<7xf32, strided<[1]>>
  %tail = memref.subview %a[1] [7] [1] : memref<8xf32> to memref<7xf32, strided<[1], offset: 1>>
  // expected-error @+1 {{cannot convert 'linalg.copy' to tensors: input #0 overlaps output #0, so iterations may read what earlier ones write}}
  linalg.copy ins(%head : memref<7xf32, strided<[1]>>) outs(%tail : memref<7xf32, strided<[1], offset: 1>>)
  return
}

// -----

func.func @cast(%a: memref<4xf32>) {
  // expected-error @+1 {{cannot convert 'memref.cast' to tensors: it is not a memref op this conversion knows}}
  %b = memref.cast %a : memref<4xf32> to memref<?xf32>
  return
}
