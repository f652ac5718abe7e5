// VGG19 forward (Simonyan and Zisserman, configuration E) in linalg on
// tensors: sixteen 3x3 convolutions with padding 1, each followed by a bias
// and ReLU, five 2x2 max pools of stride 2, and three fully connected layers
// (ReLU after the first two), ending in a softmax over 1000 classes. The
// input is one NCHW 224x224 RGB image; the weights are function arguments
// (convolution filters FCHW, dense weights in x out), so any set can be fed,
// e.g. random ones from a seed: `xhlo-run --arg=random ... --seed=N`.
//
// Every activation type starts with the batch size (`tensor<1x`): replacing
// `tensor<1x` by `tensor<8x` gives the batch-8 network (bench/ does so).
//
// @vgg19_loss is the softmax cross-entropy of @vgg19 against one-hot labels
// (its mean over the batch), and @vgg19_loss_grad a gradient request
// (xhlo.gradient_of): its body, the forward pass and the gradient of the loss
// with respect to every weight and bias, is written by hlo-autodiff, which
// xhlo-linalg-to-hlo runs (test/Examples/vgg19.mlir counts both passes).
// @vgg19_train_step is one step of training: the request's loss and
// gradients, then a plain SGD update of every parameter (lr 0.01), all one
// program (bench/ times it against PyTorch).
//
// Generated once by a short script from the layer list above, then kept as
// is. `xhlo-opt --xhlo-linalg-to-hlo` turns it into one hlo function with 16
// convolutions, 5 reduce-windows and 3 dots (test/Examples/vgg19.mlir).

#nchw = affine_map<(n, c, h, w) -> (n, c, h, w)>
#chan = affine_map<(n, c, h, w) -> (c)>
#row = affine_map<(n, f) -> (n, f)>
#col = affine_map<(n, f) -> (f)>

func.func @vgg19(%x: tensor<1x3x224x224xf32>,
                 %w1: tensor<64x3x3x3xf32>,
                 %b1: tensor<64xf32>,
                 %w2: tensor<64x64x3x3xf32>,
                 %b2: tensor<64xf32>,
                 %w3: tensor<128x64x3x3xf32>,
                 %b3: tensor<128xf32>,
                 %w4: tensor<128x128x3x3xf32>,
                 %b4: tensor<128xf32>,
                 %w5: tensor<256x128x3x3xf32>,
                 %b5: tensor<256xf32>,
                 %w6: tensor<256x256x3x3xf32>,
                 %b6: tensor<256xf32>,
                 %w7: tensor<256x256x3x3xf32>,
                 %b7: tensor<256xf32>,
                 %w8: tensor<256x256x3x3xf32>,
                 %b8: tensor<256xf32>,
                 %w9: tensor<512x256x3x3xf32>,
                 %b9: tensor<512xf32>,
                 %w10: tensor<512x512x3x3xf32>,
                 %b10: tensor<512xf32>,
                 %w11: tensor<512x512x3x3xf32>,
                 %b11: tensor<512xf32>,
                 %w12: tensor<512x512x3x3xf32>,
                 %b12: tensor<512xf32>,
                 %w13: tensor<512x512x3x3xf32>,
                 %b13: tensor<512xf32>,
                 %w14: tensor<512x512x3x3xf32>,
                 %b14: tensor<512xf32>,
                 %w15: tensor<512x512x3x3xf32>,
                 %b15: tensor<512xf32>,
                 %w16: tensor<512x512x3x3xf32>,
                 %b16: tensor<512xf32>,
                 %fw1: tensor<25088x4096xf32>,
                 %fb1: tensor<4096xf32>,
                 %fw2: tensor<4096x4096xf32>,
                 %fb2: tensor<4096xf32>,
                 %fw3: tensor<4096x1000xf32>,
                 %fb3: tensor<1000xf32>)
    -> tensor<1x1000xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %window = tensor.empty() : tensor<2x2xf32>

  // conv1: 3 -> 64 channels at 224x224, bias, ReLU.
  %pad1 = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x3x224x224xf32> to tensor<1x3x226x226xf32>
  %e1 = tensor.empty() : tensor<1x64x224x224xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x64x224x224xf32>) -> tensor<1x64x224x224xf32>
  %conv1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad1, %w1 : tensor<1x3x226x226xf32>, tensor<64x3x3x3xf32>)
      outs(%z1 : tensor<1x64x224x224xf32>) -> tensor<1x64x224x224xf32>
  %relu1 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw],
                            iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv1, %b1 : tensor<1x64x224x224xf32>, tensor<64xf32>) outs(%e1 : tensor<1x64x224x224xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x64x224x224xf32>

  // conv2: 64 -> 64 channels at 224x224, bias, ReLU.
  %pad2 = tensor.pad %relu1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x64x224x224xf32> to tensor<1x64x226x226xf32>
  %e2 = tensor.empty() : tensor<1x64x224x224xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x64x224x224xf32>) -> tensor<1x64x224x224xf32>
  %conv2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad2, %w2 : tensor<1x64x226x226xf32>, tensor<64x64x3x3xf32>)
      outs(%z2 : tensor<1x64x224x224xf32>) -> tensor<1x64x224x224xf32>
  %relu2 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw],
                            iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv2, %b2 : tensor<1x64x224x224xf32>, tensor<64xf32>) outs(%e2 : tensor<1x64x224x224xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x64x224x224xf32>

  // Block 1: 2x2 max pool, stride 2, to 64x112x112.
  %pe1 = tensor.empty() : tensor<1x64x112x112xf32>
  %pi1 = linalg.fill ins(%ninf : f32) outs(%pe1 : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>
  %pool1 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%relu2, %window : tensor<1x64x224x224xf32>, tensor<2x2xf32>)
      outs(%pi1 : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32>

  // conv3: 64 -> 128 channels at 112x112, bias, ReLU.
  %pad3 = tensor.pad %pool1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x64x112x112xf32> to tensor<1x64x114x114xf32>
  %e3 = tensor.empty() : tensor<1x128x112x112xf32>
  %z3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x128x112x112xf32>) -> tensor<1x128x112x112xf32>
  %conv3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad3, %w3 : tensor<1x64x114x114xf32>, tensor<128x64x3x3xf32>)
      outs(%z3 : tensor<1x128x112x112xf32>) -> tensor<1x128x112x112xf32>
  %relu3 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw],
                            iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv3, %b3 : tensor<1x128x112x112xf32>, tensor<128xf32>) outs(%e3 : tensor<1x128x112x112xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x128x112x112xf32>

  // conv4: 128 -> 128 channels at 112x112, bias, ReLU.
  %pad4 = tensor.pad %relu3 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x128x112x112xf32> to tensor<1x128x114x114xf32>
  %e4 = tensor.empty() : tensor<1x128x112x112xf32>
  %z4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<1x128x112x112xf32>) -> tensor<1x128x112x112xf32>
  %conv4 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad4, %w4 : tensor<1x128x114x114xf32>, tensor<128x128x3x3xf32>)
      outs(%z4 : tensor<1x128x112x112xf32>) -> tensor<1x128x112x112xf32>
  %relu4 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw],
                            iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv4, %b4 : tensor<1x128x112x112xf32>, tensor<128xf32>) outs(%e4 : tensor<1x128x112x112xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x128x112x112xf32>

  // Block 2: 2x2 max pool, stride 2, to 128x56x56.
  %pe2 = tensor.empty() : tensor<1x128x56x56xf32>
  %pi2 = linalg.fill ins(%ninf : f32) outs(%pe2 : tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32>
  %pool2 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%relu4, %window : tensor<1x128x112x112xf32>, tensor<2x2xf32>)
      outs(%pi2 : tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32>

  // conv5: 128 -> 256 channels at 56x56, bias, ReLU.
  %pad5 = tensor.pad %pool2 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x128x56x56xf32> to tensor<1x128x58x58xf32>
  %e5 = tensor.empty() : tensor<1x256x56x56xf32>
  %z5 = linalg.fill ins(%zero : f32) outs(%e5 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %conv5 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad5, %w5 : tensor<1x128x58x58xf32>, tensor<256x128x3x3xf32>)
      outs(%z5 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %relu5 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw],
                            iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv5, %b5 : tensor<1x256x56x56xf32>, tensor<256xf32>) outs(%e5 : tensor<1x256x56x56xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x256x56x56xf32>

  // conv6: 256 -> 256 channels at 56x56, bias, ReLU.
  %pad6 = tensor.pad %relu5 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x256x56x56xf32> to tensor<1x256x58x58xf32>
  %e6 = tensor.empty() : tensor<1x256x56x56xf32>
  %z6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %conv6 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad6, %w6 : tensor<1x256x58x58xf32>, tensor<256x256x3x3xf32>)
      outs(%z6 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %relu6 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw],
                            iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv6, %b6 : tensor<1x256x56x56xf32>, tensor<256xf32>) outs(%e6 : tensor<1x256x56x56xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x256x56x56xf32>

  // conv7: 256 -> 256 channels at 56x56, bias, ReLU.
  %pad7 = tensor.pad %relu6 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x256x56x56xf32> to tensor<1x256x58x58xf32>
  %e7 = tensor.empty() : tensor<1x256x56x56xf32>
  %z7 = linalg.fill ins(%zero : f32) outs(%e7 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %conv7 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad7, %w7 : tensor<1x256x58x58xf32>, tensor<256x256x3x3xf32>)
      outs(%z7 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %relu7 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw],
                            iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv7, %b7 : tensor<1x256x56x56xf32>, tensor<256xf32>) outs(%e7 : tensor<1x256x56x56xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x256x56x56xf32>

  // conv8: 256 -> 256 channels at 56x56, bias, ReLU.
  %pad8 = tensor.pad %relu7 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x256x56x56xf32> to tensor<1x256x58x58xf32>
  %e8 = tensor.empty() : tensor<1x256x56x56xf32>
  %z8 = linalg.fill ins(%zero : f32) outs(%e8 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %conv8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad8, %w8 : tensor<1x256x58x58xf32>, tensor<256x256x3x3xf32>)
      outs(%z8 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %relu8 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw],
                            iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv8, %b8 : tensor<1x256x56x56xf32>, tensor<256xf32>) outs(%e8 : tensor<1x256x56x56xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x256x56x56xf32>

  // Block 3: 2x2 max pool, stride 2, to 256x28x28.
  %pe3 = tensor.empty() : tensor<1x256x28x28xf32>
  %pi3 = linalg.fill ins(%ninf : f32) outs(%pe3 : tensor<1x256x28x28xf32>) -> tensor<1x256x28x28xf32>
  %pool3 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%relu8, %window : tensor<1x256x56x56xf32>, tensor<2x2xf32>)
      outs(%pi3 : tensor<1x256x28x28xf32>) -> tensor<1x256x28x28xf32>

  // conv9: 256 -> 512 channels at 28x28, bias, ReLU.
  %pad9 = tensor.pad %pool3 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x256x28x28xf32> to tensor<1x256x30x30xf32>
  %e9 = tensor.empty() : tensor<1x512x28x28xf32>
  %z9 = linalg.fill ins(%zero : f32) outs(%e9 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
  %conv9 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad9, %w9 : tensor<1x256x30x30xf32>, tensor<512x256x3x3xf32>)
      outs(%z9 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
  %relu9 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw],
                            iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv9, %b9 : tensor<1x512x28x28xf32>, tensor<512xf32>) outs(%e9 : tensor<1x512x28x28xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x512x28x28xf32>

  // conv10: 512 -> 512 channels at 28x28, bias, ReLU.
  %pad10 = tensor.pad %relu9 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x512x28x28xf32> to tensor<1x512x30x30xf32>
  %e10 = tensor.empty() : tensor<1x512x28x28xf32>
  %z10 = linalg.fill ins(%zero : f32) outs(%e10 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
  %conv10 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad10, %w10 : tensor<1x512x30x30xf32>, tensor<512x512x3x3xf32>)
      outs(%z10 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
  %relu10 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw],
                            iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv10, %b10 : tensor<1x512x28x28xf32>, tensor<512xf32>) outs(%e10 : tensor<1x512x28x28xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x512x28x28xf32>

  // conv11: 512 -> 512 channels at 28x28, bias, ReLU.
  %pad11 = tensor.pad %relu10 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x512x28x28xf32> to tensor<1x512x30x30xf32>
  %e11 = tensor.empty() : tensor<1x512x28x28xf32>
  %z11 = linalg.fill ins(%zero : f32) outs(%e11 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
  %conv11 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad11, %w11 : tensor<1x512x30x30xf32>, tensor<512x512x3x3xf32>)
      outs(%z11 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
  %relu11 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw],
                            iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv11, %b11 : tensor<1x512x28x28xf32>, tensor<512xf32>) outs(%e11 : tensor<1x512x28x28xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x512x28x28xf32>

  // conv12: 512 -> 512 channels at 28x28, bias, ReLU.
  %pad12 = tensor.pad %relu11 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x512x28x28xf32> to tensor<1x512x30x30xf32>
  %e12 = tensor.empty() : tensor<1x512x28x28xf32>
  %z12 = linalg.fill ins(%zero : f32) outs(%e12 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
  %conv12 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad12, %w12 : tensor<1x512x30x30xf32>, tensor<512x512x3x3xf32>)
      outs(%z12 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32>
  %relu12 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw],
                            iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv12, %b12 : tensor<1x512x28x28xf32>, tensor<512xf32>) outs(%e12 : tensor<1x512x28x28xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x512x28x28xf32>

  // Block 4: 2x2 max pool, stride 2, to 512x14x14.
  %pe4 = tensor.empty() : tensor<1x512x14x14xf32>
  %pi4 = linalg.fill ins(%ninf : f32) outs(%pe4 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
  %pool4 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%relu12, %window : tensor<1x512x28x28xf32>, tensor<2x2xf32>)
      outs(%pi4 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>

  // conv13: 512 -> 512 channels at 14x14, bias, ReLU.
  %pad13 = tensor.pad %pool4 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x512x14x14xf32> to tensor<1x512x16x16xf32>
  %e13 = tensor.empty() : tensor<1x512x14x14xf32>
  %z13 = linalg.fill ins(%zero : f32) outs(%e13 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
  %conv13 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad13, %w13 : tensor<1x512x16x16xf32>, tensor<512x512x3x3xf32>)
      outs(%z13 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
  %relu13 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw],
                            iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv13, %b13 : tensor<1x512x14x14xf32>, tensor<512xf32>) outs(%e13 : tensor<1x512x14x14xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x512x14x14xf32>

  // conv14: 512 -> 512 channels at 14x14, bias, ReLU.
  %pad14 = tensor.pad %relu13 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x512x14x14xf32> to tensor<1x512x16x16xf32>
  %e14 = tensor.empty() : tensor<1x512x14x14xf32>
  %z14 = linalg.fill ins(%zero : f32) outs(%e14 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
  %conv14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad14, %w14 : tensor<1x512x16x16xf32>, tensor<512x512x3x3xf32>)
      outs(%z14 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
  %relu14 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw],
                            iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv14, %b14 : tensor<1x512x14x14xf32>, tensor<512xf32>) outs(%e14 : tensor<1x512x14x14xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x512x14x14xf32>

  // conv15: 512 -> 512 channels at 14x14, bias, ReLU.
  %pad15 = tensor.pad %relu14 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x512x14x14xf32> to tensor<1x512x16x16xf32>
  %e15 = tensor.empty() : tensor<1x512x14x14xf32>
  %z15 = linalg.fill ins(%zero : f32) outs(%e15 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
  %conv15 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad15, %w15 : tensor<1x512x16x16xf32>, tensor<512x512x3x3xf32>)
      outs(%z15 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
  %relu15 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw],
                            iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv15, %b15 : tensor<1x512x14x14xf32>, tensor<512xf32>) outs(%e15 : tensor<1x512x14x14xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x512x14x14xf32>

  // conv16: 512 -> 512 channels at 14x14, bias, ReLU.
  %pad16 = tensor.pad %relu15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x512x14x14xf32> to tensor<1x512x16x16xf32>
  %e16 = tensor.empty() : tensor<1x512x14x14xf32>
  %z16 = linalg.fill ins(%zero : f32) outs(%e16 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
  %conv16 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%pad16, %w16 : tensor<1x512x16x16xf32>, tensor<512x512x3x3xf32>)
      outs(%z16 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32>
  %relu16 = linalg.generic {indexing_maps = [#nchw, #chan, #nchw],
                            iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv16, %b16 : tensor<1x512x14x14xf32>, tensor<512xf32>) outs(%e16 : tensor<1x512x14x14xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x512x14x14xf32>

  // Block 5: 2x2 max pool, stride 2, to 512x7x7.
  %pe5 = tensor.empty() : tensor<1x512x7x7xf32>
  %pi5 = linalg.fill ins(%ninf : f32) outs(%pe5 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>
  %pool5 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%relu16, %window : tensor<1x512x14x14xf32>, tensor<2x2xf32>)
      outs(%pi5 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32>

  // Classifier: flatten to 25088 features, three dense layers.
  %flat = tensor.collapse_shape %pool5 [[0], [1, 2, 3]] : tensor<1x512x7x7xf32> into tensor<1x25088xf32>

  // fc1: 25088 -> 4096, bias, ReLU.
  %fe1 = tensor.empty() : tensor<1x4096xf32>
  %fz1 = linalg.fill ins(%zero : f32) outs(%fe1 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
  %mm1 = linalg.matmul ins(%flat, %fw1 : tensor<1x25088xf32>, tensor<25088x4096xf32>)
      outs(%fz1 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
  %fc1 = linalg.generic {indexing_maps = [#row, #col, #row],
                          iterator_types = ["parallel", "parallel"]}
      ins(%mm1, %fb1 : tensor<1x4096xf32>, tensor<4096xf32>) outs(%fe1 : tensor<1x4096xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x4096xf32>

  // fc2: 4096 -> 4096, bias, ReLU.
  %fe2 = tensor.empty() : tensor<1x4096xf32>
  %fz2 = linalg.fill ins(%zero : f32) outs(%fe2 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
  %mm2 = linalg.matmul ins(%fc1, %fw2 : tensor<1x4096xf32>, tensor<4096x4096xf32>)
      outs(%fz2 : tensor<1x4096xf32>) -> tensor<1x4096xf32>
  %fc2 = linalg.generic {indexing_maps = [#row, #col, #row],
                          iterator_types = ["parallel", "parallel"]}
      ins(%mm2, %fb2 : tensor<1x4096xf32>, tensor<4096xf32>) outs(%fe2 : tensor<1x4096xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x4096xf32>

  // fc3: 4096 -> 1000, bias.
  %fe3 = tensor.empty() : tensor<1x1000xf32>
  %fz3 = linalg.fill ins(%zero : f32) outs(%fe3 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
  %mm3 = linalg.matmul ins(%fc2, %fw3 : tensor<1x4096xf32>, tensor<4096x1000xf32>)
      outs(%fz3 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
  %fc3 = linalg.generic {indexing_maps = [#row, #col, #row],
                          iterator_types = ["parallel", "parallel"]}
      ins(%mm3, %fb3 : tensor<1x1000xf32>, tensor<1000xf32>) outs(%fe3 : tensor<1x1000xf32>) {
  ^bb0(%v: f32, %bias: f32, %o: f32):
    %s = arith.addf %v, %bias : f32
    linalg.yield %s : f32
  } -> tensor<1x1000xf32>

  // Class probabilities.
  %se = tensor.empty() : tensor<1x1000xf32>
  %probs = linalg.softmax dimension(1) ins(%fc3 : tensor<1x1000xf32>) outs(%se : tensor<1x1000xf32>) -> tensor<1x1000xf32>
  return %probs : tensor<1x1000xf32>
}

#all = affine_map<(n, c) -> ()>

// Softmax cross-entropy against one-hot labels, averaged over the batch:
// -sum(labels * log(probs)) / batch.
func.func private @vgg19_loss(%x: tensor<1x3x224x224xf32>,
                      %labels: tensor<1x1000xf32>,
                      %w1: tensor<64x3x3x3xf32>,
                      %b1: tensor<64xf32>,
                      %w2: tensor<64x64x3x3xf32>,
                      %b2: tensor<64xf32>,
                      %w3: tensor<128x64x3x3xf32>,
                      %b3: tensor<128xf32>,
                      %w4: tensor<128x128x3x3xf32>,
                      %b4: tensor<128xf32>,
                      %w5: tensor<256x128x3x3xf32>,
                      %b5: tensor<256xf32>,
                      %w6: tensor<256x256x3x3xf32>,
                      %b6: tensor<256xf32>,
                      %w7: tensor<256x256x3x3xf32>,
                      %b7: tensor<256xf32>,
                      %w8: tensor<256x256x3x3xf32>,
                      %b8: tensor<256xf32>,
                      %w9: tensor<512x256x3x3xf32>,
                      %b9: tensor<512xf32>,
                      %w10: tensor<512x512x3x3xf32>,
                      %b10: tensor<512xf32>,
                      %w11: tensor<512x512x3x3xf32>,
                      %b11: tensor<512xf32>,
                      %w12: tensor<512x512x3x3xf32>,
                      %b12: tensor<512xf32>,
                      %w13: tensor<512x512x3x3xf32>,
                      %b13: tensor<512xf32>,
                      %w14: tensor<512x512x3x3xf32>,
                      %b14: tensor<512xf32>,
                      %w15: tensor<512x512x3x3xf32>,
                      %b15: tensor<512xf32>,
                      %w16: tensor<512x512x3x3xf32>,
                      %b16: tensor<512xf32>,
                      %fw1: tensor<25088x4096xf32>,
                      %fb1: tensor<4096xf32>,
                      %fw2: tensor<4096x4096xf32>,
                      %fb2: tensor<4096xf32>,
                      %fw3: tensor<4096x1000xf32>,
                      %fb3: tensor<1000xf32>) -> f32 {
  %probs = func.call @vgg19(%x, %w1, %b1, %w2, %b2, %w3, %b3, %w4, %b4, %w5, %b5, %w6, %b6, %w7, %b7, %w8, %b8, %w9, %b9, %w10, %b10, %w11, %b11, %w12, %b12, %w13, %b13, %w14, %b14, %w15, %b15, %w16, %b16, %fw1, %fb1, %fw2, %fb2, %fw3, %fb3)
      : (tensor<1x3x224x224xf32>, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<25088x4096xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<4096xf32>, tensor<4096x1000xf32>, tensor<1000xf32>) -> tensor<1x1000xf32>
  %zero = arith.constant 0.0 : f32
  %inv_batch = arith.constant 1.0 : f32  // 1 / batch: 0.125 at batch 8
  %e = tensor.empty() : tensor<f32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %nll = linalg.generic {indexing_maps = [#row, #row, #all],
                         iterator_types = ["reduction", "reduction"]}
      ins(%probs, %labels : tensor<1x1000xf32>, tensor<1x1000xf32>) outs(%z : tensor<f32>) {
  ^bb0(%p: f32, %y: f32, %acc: f32):
    %lg = math.log %p : f32
    %t = arith.mulf %y, %lg : f32
    %m = arith.mulf %t, %inv_batch : f32
    %a = arith.subf %acc, %m : f32
    linalg.yield %a : f32
  } -> tensor<f32>
  %loss = tensor.extract %nll[] : tensor<f32>
  return %loss : f32
}

// The gradient request: @vgg19_loss's arguments; its loss, then the gradient
// with respect to each weight and bias (arguments 2 to 39).
func.func private @vgg19_loss_grad(tensor<1x3x224x224xf32>, tensor<1x1000xf32>, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<25088x4096xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<4096xf32>, tensor<4096x1000xf32>, tensor<1000xf32>)
    -> (f32, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<25088x4096xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<4096xf32>, tensor<4096x1000xf32>, tensor<1000xf32>)
    attributes {xhlo.gradient_of = @vgg19_loss,
                xhlo.wrt = array<i64: 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39>}

#vec = affine_map<(i) -> (i)>

// One step of training with plain SGD: the loss and every parameter's
// gradient from the request above, then each parameter p becomes
// p - lr * dp (lr = 0.01). Returns the loss and the 38 updated parameters;
// the bench (bench/Vgg19Bench.cpp, BM_Vgg19TrainStep) and the peer in
// bench/peers/compare.py time it at batch 1 and 8.
func.func private @vgg19_train_step(%x: tensor<1x3x224x224xf32>,
                                    %labels: tensor<1x1000xf32>,
                                    %w1: tensor<64x3x3x3xf32>,
                                    %b1: tensor<64xf32>,
                                    %w2: tensor<64x64x3x3xf32>,
                                    %b2: tensor<64xf32>,
                                    %w3: tensor<128x64x3x3xf32>,
                                    %b3: tensor<128xf32>,
                                    %w4: tensor<128x128x3x3xf32>,
                                    %b4: tensor<128xf32>,
                                    %w5: tensor<256x128x3x3xf32>,
                                    %b5: tensor<256xf32>,
                                    %w6: tensor<256x256x3x3xf32>,
                                    %b6: tensor<256xf32>,
                                    %w7: tensor<256x256x3x3xf32>,
                                    %b7: tensor<256xf32>,
                                    %w8: tensor<256x256x3x3xf32>,
                                    %b8: tensor<256xf32>,
                                    %w9: tensor<512x256x3x3xf32>,
                                    %b9: tensor<512xf32>,
                                    %w10: tensor<512x512x3x3xf32>,
                                    %b10: tensor<512xf32>,
                                    %w11: tensor<512x512x3x3xf32>,
                                    %b11: tensor<512xf32>,
                                    %w12: tensor<512x512x3x3xf32>,
                                    %b12: tensor<512xf32>,
                                    %w13: tensor<512x512x3x3xf32>,
                                    %b13: tensor<512xf32>,
                                    %w14: tensor<512x512x3x3xf32>,
                                    %b14: tensor<512xf32>,
                                    %w15: tensor<512x512x3x3xf32>,
                                    %b15: tensor<512xf32>,
                                    %w16: tensor<512x512x3x3xf32>,
                                    %b16: tensor<512xf32>,
                                    %fw1: tensor<25088x4096xf32>,
                                    %fb1: tensor<4096xf32>,
                                    %fw2: tensor<4096x4096xf32>,
                                    %fb2: tensor<4096xf32>,
                                    %fw3: tensor<4096x1000xf32>,
                                    %fb3: tensor<1000xf32>)
    -> (f32, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<25088x4096xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<4096xf32>, tensor<4096x1000xf32>, tensor<1000xf32>) {
  %g:39 = func.call @vgg19_loss_grad(%x, %labels, %w1, %b1, %w2, %b2, %w3, %b3, %w4, %b4, %w5, %b5, %w6, %b6, %w7, %b7, %w8, %b8, %w9, %b9, %w10, %b10, %w11, %b11, %w12, %b12, %w13, %b13, %w14, %b14, %w15, %b15, %w16, %b16, %fw1, %fb1, %fw2, %fb2, %fw3, %fb3)
      : (tensor<1x3x224x224xf32>, tensor<1x1000xf32>, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<25088x4096xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<4096xf32>, tensor<4096x1000xf32>, tensor<1000xf32>) -> (f32, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<25088x4096xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<4096xf32>, tensor<4096x1000xf32>, tensor<1000xf32>)
  %lr = arith.constant 0.01 : f32
  %w1_e = tensor.empty() : tensor<64x3x3x3xf32>
  %w1_new = linalg.generic {indexing_maps = [#nchw, #nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w1, %g#1 : tensor<64x3x3x3xf32>, tensor<64x3x3x3xf32>) outs(%w1_e : tensor<64x3x3x3xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<64x3x3x3xf32>
  %b1_e = tensor.empty() : tensor<64xf32>
  %b1_new = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%b1, %g#2 : tensor<64xf32>, tensor<64xf32>) outs(%b1_e : tensor<64xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<64xf32>
  %w2_e = tensor.empty() : tensor<64x64x3x3xf32>
  %w2_new = linalg.generic {indexing_maps = [#nchw, #nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w2, %g#3 : tensor<64x64x3x3xf32>, tensor<64x64x3x3xf32>) outs(%w2_e : tensor<64x64x3x3xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<64x64x3x3xf32>
  %b2_e = tensor.empty() : tensor<64xf32>
  %b2_new = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%b2, %g#4 : tensor<64xf32>, tensor<64xf32>) outs(%b2_e : tensor<64xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<64xf32>
  %w3_e = tensor.empty() : tensor<128x64x3x3xf32>
  %w3_new = linalg.generic {indexing_maps = [#nchw, #nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w3, %g#5 : tensor<128x64x3x3xf32>, tensor<128x64x3x3xf32>) outs(%w3_e : tensor<128x64x3x3xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<128x64x3x3xf32>
  %b3_e = tensor.empty() : tensor<128xf32>
  %b3_new = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%b3, %g#6 : tensor<128xf32>, tensor<128xf32>) outs(%b3_e : tensor<128xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<128xf32>
  %w4_e = tensor.empty() : tensor<128x128x3x3xf32>
  %w4_new = linalg.generic {indexing_maps = [#nchw, #nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w4, %g#7 : tensor<128x128x3x3xf32>, tensor<128x128x3x3xf32>) outs(%w4_e : tensor<128x128x3x3xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<128x128x3x3xf32>
  %b4_e = tensor.empty() : tensor<128xf32>
  %b4_new = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%b4, %g#8 : tensor<128xf32>, tensor<128xf32>) outs(%b4_e : tensor<128xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<128xf32>
  %w5_e = tensor.empty() : tensor<256x128x3x3xf32>
  %w5_new = linalg.generic {indexing_maps = [#nchw, #nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w5, %g#9 : tensor<256x128x3x3xf32>, tensor<256x128x3x3xf32>) outs(%w5_e : tensor<256x128x3x3xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<256x128x3x3xf32>
  %b5_e = tensor.empty() : tensor<256xf32>
  %b5_new = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%b5, %g#10 : tensor<256xf32>, tensor<256xf32>) outs(%b5_e : tensor<256xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<256xf32>
  %w6_e = tensor.empty() : tensor<256x256x3x3xf32>
  %w6_new = linalg.generic {indexing_maps = [#nchw, #nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w6, %g#11 : tensor<256x256x3x3xf32>, tensor<256x256x3x3xf32>) outs(%w6_e : tensor<256x256x3x3xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<256x256x3x3xf32>
  %b6_e = tensor.empty() : tensor<256xf32>
  %b6_new = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%b6, %g#12 : tensor<256xf32>, tensor<256xf32>) outs(%b6_e : tensor<256xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<256xf32>
  %w7_e = tensor.empty() : tensor<256x256x3x3xf32>
  %w7_new = linalg.generic {indexing_maps = [#nchw, #nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w7, %g#13 : tensor<256x256x3x3xf32>, tensor<256x256x3x3xf32>) outs(%w7_e : tensor<256x256x3x3xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<256x256x3x3xf32>
  %b7_e = tensor.empty() : tensor<256xf32>
  %b7_new = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%b7, %g#14 : tensor<256xf32>, tensor<256xf32>) outs(%b7_e : tensor<256xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<256xf32>
  %w8_e = tensor.empty() : tensor<256x256x3x3xf32>
  %w8_new = linalg.generic {indexing_maps = [#nchw, #nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w8, %g#15 : tensor<256x256x3x3xf32>, tensor<256x256x3x3xf32>) outs(%w8_e : tensor<256x256x3x3xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<256x256x3x3xf32>
  %b8_e = tensor.empty() : tensor<256xf32>
  %b8_new = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%b8, %g#16 : tensor<256xf32>, tensor<256xf32>) outs(%b8_e : tensor<256xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<256xf32>
  %w9_e = tensor.empty() : tensor<512x256x3x3xf32>
  %w9_new = linalg.generic {indexing_maps = [#nchw, #nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w9, %g#17 : tensor<512x256x3x3xf32>, tensor<512x256x3x3xf32>) outs(%w9_e : tensor<512x256x3x3xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<512x256x3x3xf32>
  %b9_e = tensor.empty() : tensor<512xf32>
  %b9_new = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%b9, %g#18 : tensor<512xf32>, tensor<512xf32>) outs(%b9_e : tensor<512xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<512xf32>
  %w10_e = tensor.empty() : tensor<512x512x3x3xf32>
  %w10_new = linalg.generic {indexing_maps = [#nchw, #nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w10, %g#19 : tensor<512x512x3x3xf32>, tensor<512x512x3x3xf32>) outs(%w10_e : tensor<512x512x3x3xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<512x512x3x3xf32>
  %b10_e = tensor.empty() : tensor<512xf32>
  %b10_new = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%b10, %g#20 : tensor<512xf32>, tensor<512xf32>) outs(%b10_e : tensor<512xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<512xf32>
  %w11_e = tensor.empty() : tensor<512x512x3x3xf32>
  %w11_new = linalg.generic {indexing_maps = [#nchw, #nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w11, %g#21 : tensor<512x512x3x3xf32>, tensor<512x512x3x3xf32>) outs(%w11_e : tensor<512x512x3x3xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<512x512x3x3xf32>
  %b11_e = tensor.empty() : tensor<512xf32>
  %b11_new = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%b11, %g#22 : tensor<512xf32>, tensor<512xf32>) outs(%b11_e : tensor<512xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<512xf32>
  %w12_e = tensor.empty() : tensor<512x512x3x3xf32>
  %w12_new = linalg.generic {indexing_maps = [#nchw, #nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w12, %g#23 : tensor<512x512x3x3xf32>, tensor<512x512x3x3xf32>) outs(%w12_e : tensor<512x512x3x3xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<512x512x3x3xf32>
  %b12_e = tensor.empty() : tensor<512xf32>
  %b12_new = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%b12, %g#24 : tensor<512xf32>, tensor<512xf32>) outs(%b12_e : tensor<512xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<512xf32>
  %w13_e = tensor.empty() : tensor<512x512x3x3xf32>
  %w13_new = linalg.generic {indexing_maps = [#nchw, #nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w13, %g#25 : tensor<512x512x3x3xf32>, tensor<512x512x3x3xf32>) outs(%w13_e : tensor<512x512x3x3xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<512x512x3x3xf32>
  %b13_e = tensor.empty() : tensor<512xf32>
  %b13_new = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%b13, %g#26 : tensor<512xf32>, tensor<512xf32>) outs(%b13_e : tensor<512xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<512xf32>
  %w14_e = tensor.empty() : tensor<512x512x3x3xf32>
  %w14_new = linalg.generic {indexing_maps = [#nchw, #nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w14, %g#27 : tensor<512x512x3x3xf32>, tensor<512x512x3x3xf32>) outs(%w14_e : tensor<512x512x3x3xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<512x512x3x3xf32>
  %b14_e = tensor.empty() : tensor<512xf32>
  %b14_new = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%b14, %g#28 : tensor<512xf32>, tensor<512xf32>) outs(%b14_e : tensor<512xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<512xf32>
  %w15_e = tensor.empty() : tensor<512x512x3x3xf32>
  %w15_new = linalg.generic {indexing_maps = [#nchw, #nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w15, %g#29 : tensor<512x512x3x3xf32>, tensor<512x512x3x3xf32>) outs(%w15_e : tensor<512x512x3x3xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<512x512x3x3xf32>
  %b15_e = tensor.empty() : tensor<512xf32>
  %b15_new = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%b15, %g#30 : tensor<512xf32>, tensor<512xf32>) outs(%b15_e : tensor<512xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<512xf32>
  %w16_e = tensor.empty() : tensor<512x512x3x3xf32>
  %w16_new = linalg.generic {indexing_maps = [#nchw, #nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%w16, %g#31 : tensor<512x512x3x3xf32>, tensor<512x512x3x3xf32>) outs(%w16_e : tensor<512x512x3x3xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<512x512x3x3xf32>
  %b16_e = tensor.empty() : tensor<512xf32>
  %b16_new = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%b16, %g#32 : tensor<512xf32>, tensor<512xf32>) outs(%b16_e : tensor<512xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<512xf32>
  %fw1_e = tensor.empty() : tensor<25088x4096xf32>
  %fw1_new = linalg.generic {indexing_maps = [#row, #row, #row], iterator_types = ["parallel", "parallel"]}
      ins(%fw1, %g#33 : tensor<25088x4096xf32>, tensor<25088x4096xf32>) outs(%fw1_e : tensor<25088x4096xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<25088x4096xf32>
  %fb1_e = tensor.empty() : tensor<4096xf32>
  %fb1_new = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%fb1, %g#34 : tensor<4096xf32>, tensor<4096xf32>) outs(%fb1_e : tensor<4096xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<4096xf32>
  %fw2_e = tensor.empty() : tensor<4096x4096xf32>
  %fw2_new = linalg.generic {indexing_maps = [#row, #row, #row], iterator_types = ["parallel", "parallel"]}
      ins(%fw2, %g#35 : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%fw2_e : tensor<4096x4096xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<4096x4096xf32>
  %fb2_e = tensor.empty() : tensor<4096xf32>
  %fb2_new = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%fb2, %g#36 : tensor<4096xf32>, tensor<4096xf32>) outs(%fb2_e : tensor<4096xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<4096xf32>
  %fw3_e = tensor.empty() : tensor<4096x1000xf32>
  %fw3_new = linalg.generic {indexing_maps = [#row, #row, #row], iterator_types = ["parallel", "parallel"]}
      ins(%fw3, %g#37 : tensor<4096x1000xf32>, tensor<4096x1000xf32>) outs(%fw3_e : tensor<4096x1000xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<4096x1000xf32>
  %fb3_e = tensor.empty() : tensor<1000xf32>
  %fb3_new = linalg.generic {indexing_maps = [#vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%fb3, %g#38 : tensor<1000xf32>, tensor<1000xf32>) outs(%fb3_e : tensor<1000xf32>) {
  ^bb0(%p: f32, %dp: f32, %o: f32):
    %step = arith.mulf %lr, %dp : f32
    %q = arith.subf %p, %step : f32
    linalg.yield %q : f32
  } -> tensor<1000xf32>
  return %g#0, %w1_new, %b1_new, %w2_new, %b2_new, %w3_new, %b3_new, %w4_new, %b4_new, %w5_new, %b5_new, %w6_new, %b6_new, %w7_new, %b7_new, %w8_new, %b8_new, %w9_new, %b9_new, %w10_new, %b10_new, %w11_new, %b11_new, %w12_new, %b12_new, %w13_new, %b13_new, %w14_new, %b14_new, %w15_new, %b15_new, %w16_new, %b16_new, %fw1_new, %fb1_new, %fw2_new, %fb2_new, %fw3_new, %fb3_new
      : f32, tensor<64x3x3x3xf32>, tensor<64xf32>, tensor<64x64x3x3xf32>, tensor<64xf32>, tensor<128x64x3x3xf32>, tensor<128xf32>, tensor<128x128x3x3xf32>, tensor<128xf32>, tensor<256x128x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<256x256x3x3xf32>, tensor<256xf32>, tensor<512x256x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<512x512x3x3xf32>, tensor<512xf32>, tensor<25088x4096xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<4096xf32>, tensor<4096x1000xf32>, tensor<1000xf32>
}
