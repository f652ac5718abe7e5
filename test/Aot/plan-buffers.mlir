// aot-plan-buffers: the static temporaries of public functions that do not
// escape go to one scratch argument; buffers whose lifetimes do not overlap
// share bytes.
// RUN: xhlo-opt --aot-plan-buffers --split-input-file %s | FileCheck %s

// A chain: %a dies when %c is born, so they share bytes 0-255; %b sits
// beside both. 768 bytes of temporaries in a scratch of 512.
// CHECK-LABEL: func.func @chain
// CHECK-SAME:      (%{{.*}}: memref<64xf32>, %[[Y:[a-z0-9]*]]: memref<64xf32>, %[[S:[a-z0-9]*]]: memref<512xi8>)
// CHECK-SAME:      attributes {xhlo.buffer_plan = {allocating = 0 : i64, buffer_bytes = 768 : i64, buffers = 3 : i64, scratch_bytes = 512 : i64}}
// CHECK:         %[[O0:.*]] = arith.constant 0 : index
// CHECK:         %[[A:.*]] = memref.view %[[S]][%[[O0]]][] : memref<512xi8> to memref<64xf32>
// CHECK:         %[[O1:.*]] = arith.constant 256 : index
// CHECK:         %[[B:.*]] = memref.view %[[S]][%[[O1]]][] : memref<512xi8> to memref<64xf32>
// CHECK:         %[[O2:.*]] = arith.constant 0 : index
// CHECK:         %[[C:.*]] = memref.view %[[S]][%[[O2]]][] : memref<512xi8> to memref<64xf32>
// CHECK:         linalg.copy ins(%[[C]] : memref<64xf32>) outs(%[[Y]] : memref<64xf32>)
// CHECK-NOT:     memref.alloc
func.func @chain(%x: memref<64xf32>, %y: memref<64xf32>) {
  %a = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
  linalg.copy ins(%x : memref<64xf32>) outs(%a : memref<64xf32>)
  %b = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
  linalg.copy ins(%a : memref<64xf32>) outs(%b : memref<64xf32>)
  %c = memref.alloc() {alignment = 64 : i64} : memref<64xf32>
  linalg.copy ins(%b : memref<64xf32>) outs(%c : memref<64xf32>)
  linalg.copy ins(%c : memref<64xf32>) outs(%y : memref<64xf32>)
  return
}

// -----

// A use through an alias (a subview, then a collapse of it) keeps the
// buffer alive: %a's last use is after %b is born, so they do not share.
// Sizes round up to 64 bytes (an i1 is one byte).
// CHECK-LABEL: func.func @alias
// CHECK-SAME:      %{{.*}}: memref<128xi8>)
// CHECK-SAME:      {xhlo.buffer_plan = {allocating = 0 : i64, buffer_bytes = 128 : i64, buffers = 2 : i64, scratch_bytes = 128 : i64}}
// CHECK:         arith.constant 0 : index
// CHECK:         memref.view {{.*}} to memref<4x4xf32>
// CHECK:         arith.constant 64 : index
// CHECK:         memref.view {{.*}} to memref<3xi1>
func.func @alias(%x: memref<4x4xf32>, %y: memref<4xf32>, %p: memref<3xi1>) {
  %a = memref.alloc() : memref<4x4xf32>
  linalg.copy ins(%x : memref<4x4xf32>) outs(%a : memref<4x4xf32>)
  %s = memref.subview %a[1, 0] [1, 4] [1, 1] : memref<4x4xf32> to memref<1x4xf32, strided<[4, 1], offset: 4>>
  %c = memref.collapse_shape %s [[0, 1]] : memref<1x4xf32, strided<[4, 1], offset: 4>> into memref<4xf32, strided<[1], offset: 4>>
  %b = memref.alloc() : memref<3xi1>
  linalg.copy ins(%p : memref<3xi1>) outs(%b : memref<3xi1>)
  linalg.copy ins(%c : memref<4xf32, strided<[1], offset: 4>>) outs(%y : memref<4xf32>)
  linalg.copy ins(%b : memref<3xi1>) outs(%p : memref<3xi1>)
  return
}

// -----

// A buffer used in a loop lives through the whole loop (%a); buffers made
// in the body live within one iteration: %v takes %t's place once %t is
// dead. The buffer the loop carries (yielded) keeps allocating.
// CHECK-LABEL: func.func @loops
// CHECK-SAME:      memref<16xf32>, %[[S:[a-z0-9]*]]: memref<192xi8>)
// CHECK-SAME:      {xhlo.buffer_plan = {allocating = 1 : i64, buffer_bytes = 256 : i64, buffers = 4 : i64, scratch_bytes = 192 : i64}}
// CHECK:         arith.constant 4 : index
// CHECK-NEXT:    %[[O0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[A:.*]] = memref.view %[[S]][%[[O0]]][]
// CHECK:         scf.for
// CHECK:           %[[O1:.*]] = arith.constant 64 : index
// CHECK:           %[[T:.*]] = memref.view %[[S]][%[[O1]]][]
// CHECK:           %[[O2:.*]] = arith.constant 128 : index
// CHECK:           %[[U:.*]] = memref.view %[[S]][%[[O2]]][]
// CHECK:           %[[O3:.*]] = arith.constant 64 : index
// CHECK:           %[[V:.*]] = memref.view %[[S]][%[[O3]]][]
// CHECK:         scf.for
// CHECK:           memref.alloc() : memref<16xf32>
// CHECK:           scf.yield
func.func @loops(%x: memref<16xf32>, %y: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<16xf32>
  linalg.copy ins(%x : memref<16xf32>) outs(%a : memref<16xf32>)
  scf.for %i = %c0 to %c4 step %c1 {
    %t = memref.alloc() : memref<16xf32>
    linalg.copy ins(%a : memref<16xf32>) outs(%t : memref<16xf32>)
    %u = memref.alloc() : memref<16xf32>
    linalg.copy ins(%t : memref<16xf32>) outs(%u : memref<16xf32>)
    %v = memref.alloc() : memref<16xf32>
    linalg.copy ins(%u : memref<16xf32>) outs(%v : memref<16xf32>)
    linalg.copy ins(%v : memref<16xf32>) outs(%y : memref<16xf32>)
  }
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> (memref<16xf32>) {
    %n = memref.alloc() : memref<16xf32>
    linalg.copy ins(%acc : memref<16xf32>) outs(%n : memref<16xf32>)
    scf.yield %n : memref<16xf32>
  }
  linalg.copy ins(%r : memref<16xf32>) outs(%y : memref<16xf32>)
  return
}

// -----

// Left allocating: a dynamic size, a buffer returned, one in a parallel
// loop (its iterations would share it), one carried out of an scf.if; a
// function with nothing planned gets no argument.
// CHECK-LABEL: func.func @unplanned
// CHECK-SAME:      (%[[N:.*]]: index, %{{.*}}: i1) -> (memref<?xf32>, memref<4xf32>, memref<4xf32>)
// CHECK-SAME:      {xhlo.buffer_plan = {allocating = 4 : i64, buffer_bytes = 0 : i64, buffers = 0 : i64, scratch_bytes = 0 : i64}}
// CHECK-COUNT-4: memref.alloc
// CHECK-NOT:     memref.view
func.func @unplanned(%n: index, %p: i1) -> (memref<?xf32>, memref<4xf32>, memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  %d = memref.alloc(%n) : memref<?xf32>
  %e = memref.alloc() : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %t = memref.alloc() : memref<4xf32>
    memref.store %f, %t[%i] : memref<4xf32>
    %v = memref.load %t[%i] : memref<4xf32>
    memref.store %v, %e[%i] : memref<4xf32>
  }
  %r = scf.if %p -> (memref<4xf32>) {
    %w = memref.alloc() : memref<4xf32>
    scf.yield %w : memref<4xf32>
  } else {
    scf.yield %e : memref<4xf32>
  }
  return %d, %e, %r : memref<?xf32>, memref<4xf32>, memref<4xf32>
}

// -----

// Private functions are left alone (their callers pass no scratch).
// CHECK-LABEL: func.func private @helper
// CHECK-NOT:     xhlo.buffer_plan
// CHECK:         memref.alloc
func.func private @helper(%x: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  linalg.copy ins(%x : memref<4xf32>) outs(%a : memref<4xf32>)
  return
}
