# numpy's copies of python-free-examples/fashion-mnist/{mlp,cnn}.mlir, the
# oracles of test/Examples/fashion-mnist-*.test: the keyed lowbias32 hash,
# the initial weights, the Feistel permutation of an epoch, Debian's gzipped
# idx files (read with gzip, not xhlo's reader), and each model's training
# run with its gradient written by hand (the CNN's by im2col, checked
# against PyTorch's autograd when written: within 1.2e-7) and its
# optimiser, in float32 like the programs.
import gzip
import numpy as np

np.seterr(over="ignore")

def mix(x):
    x = np.asarray(x, np.uint32)
    x = x ^ (x >> np.uint32(16))
    x = x * np.uint32(0x7FEB352D)
    x = x ^ (x >> np.uint32(15))
    x = x * np.uint32(0x846CA68B)
    return x ^ (x >> np.uint32(16))

def key(seed, stream):
    return mix(mix(np.uint32(seed)) + np.uint32(stream) * np.uint32(0x9E3779B9))

def uniform(k, bound, n):
    h = mix(np.arange(n, dtype=np.uint32) + k)
    u = (h >> np.uint32(8)).astype(np.float32) * np.float32(2.0 ** -24)
    return (u * np.float32(2) - np.float32(1)) * np.float32(bound)

def permutation(seed, epoch):
    p = np.arange(60000, dtype=np.uint32)
    a, b, ma, mb = p // 250, p % 250, 240, 250
    for r in range(4):
        f = mix(b + key(seed, (epoch + 1) * 1000 + r)) % np.uint32(ma)
        a, b, ma, mb = b, (a + f) % np.uint32(ma), mb, ma
    return (a * 250 + b).astype(np.int32)

def idx(path):
    data = gzip.open(path).read()
    dims = [int.from_bytes(data[4 + 4 * i:8 + 4 * i], "big") for i in range(data[3])]
    return np.frombuffer(data, np.uint8, offset=4 + 4 * len(dims)).reshape(dims)


# The MLP: 784-256-10, SGD with momentum.

def mlp_fit(train_x, train_y, epochs, steps, seed):
    w1 = uniform(key(seed, 1), 0.0874818, 200704).reshape(784, 256)
    w2 = uniform(key(seed, 2), 0.0625, 200704)[:2560].reshape(256, 10)
    params = [w1, np.zeros(256, np.float32), w2, np.zeros(10, np.float32)]
    velocity = [np.zeros_like(p) for p in params]
    sums = np.zeros(200)
    for epoch in range(epochs):
        perm = permutation(seed, epoch)
        for s in range(steps):
            batch = perm[64 * s:64 * s + 64]
            x = train_x[batch].reshape(64, 784).astype(np.float32) * np.float32(1 / 255)
            y = np.eye(10, dtype=np.float32)[train_y[batch]]
            w1, b1, w2, b2 = params
            z = x @ w1 + b1
            h = np.maximum(z, 0)
            logits = h @ w2 + b2
            m = logits.max(axis=1, keepdims=True)
            e = np.exp(logits - m)
            total = e.sum(axis=1, keepdims=True)
            loss = np.mean(m[:, 0] + np.log(total[:, 0]) - (logits * y).sum(axis=1))
            dlogits = (e / total - y) / np.float32(64)
            dh = (dlogits @ w2.T) * (z > 0)
            grads = [x.T @ dh, dh.sum(axis=0), h.T @ dlogits, dlogits.sum(axis=0)]
            for k in range(4):
                velocity[k] = np.float32(0.9) * velocity[k] + grads[k]
                params[k] = params[k] - np.float32(0.01) * velocity[k]
            sums[(epoch * steps + s) // 100] += loss
    count = epochs * steps
    means = [sums[k] / min(100, count - 100 * k) for k in range((count + 99) // 100)]
    return np.array(means), params

def mlp_accuracy(test_x, test_y, params):
    w1, b1, w2, b2 = params
    x = test_x.reshape(-1, 784).astype(np.float32) * np.float32(1 / 255)
    return float(((np.maximum(x @ w1 + b1, 0) @ w2 + b2).argmax(axis=1) == test_y).mean())


# The CNN: NHWC, HWCF filters, valid convolutions, Adam.

CNN_SHAPES = [(5, 5, 1, 32), (32,), (5, 5, 32, 64), (64,), (1024, 1024), (1024,), (1024, 10), (10,)]

def cnn_init(seed):
    bounds = [np.sqrt(6 / 25), np.sqrt(6 / 800), np.sqrt(6 / 1024), 1 / 32]
    params = []
    for k, shape in enumerate(CNN_SHAPES):
        if len(shape) == 1:
            params.append(np.zeros(shape, np.float32))
        else:
            n = int(np.prod(shape))
            params.append(uniform(key(seed, k // 2 + 1), bounds[k // 2], 1 << 20)[:n].reshape(shape))
    return params

def patches(x):
    # [n, h, w, c] -> [n, h - 4, w - 4, 5 * 5 * c] in (kh, kw, c) order.
    v = np.lib.stride_tricks.sliding_window_view(x, (5, 5), axis=(1, 2))  # n, oh, ow, c, kh, kw
    n, oh, ow, c = v.shape[:4]
    return np.ascontiguousarray(v.transpose(0, 1, 2, 4, 5, 3)).reshape(n, oh, ow, 25 * c)

def pool(x):
    n, h, w, c = x.shape
    return x.reshape(n, h // 2, 2, w // 2, 2, c).max(axis=(2, 4))

def pool_grad(x, y, dy):
    # To the first maximum of each window in row-major window order.
    n, h, w, c = x.shape
    win = x.reshape(n, h // 2, 2, w // 2, 2, c).transpose(0, 1, 3, 5, 2, 4).reshape(n, h // 2, w // 2, c, 4)
    first = win.argmax(axis=-1)
    d = np.zeros_like(win)
    np.put_along_axis(d, first[..., None], dy[..., None], axis=-1)
    return d.reshape(n, h // 2, w // 2, c, 2, 2).transpose(0, 1, 4, 2, 5, 3).reshape(n, h, w, c)

def cnn_forward(x, p):
    w1, b1, w2, b2, w3, b3, w4, b4 = p
    p1 = patches(x)
    z1 = p1 @ w1.reshape(-1, 32) + b1
    r1 = np.maximum(z1, 0)
    q1 = pool(r1)
    p2 = patches(q1)
    z2 = p2 @ w2.reshape(-1, 64) + b2
    r2 = np.maximum(z2, 0)
    q2 = pool(r2)
    f = q2.reshape(len(x), 1024)
    z3 = f @ w3 + b3
    h3 = np.maximum(z3, 0)
    logits = h3 @ w4 + b4
    return logits, (p1, z1, r1, q1, p2, z2, r2, q2, f, z3, h3)

def cnn_loss_and_grad(x, y, p):
    w1, b1, w2, b2, w3, b3, w4, b4 = p
    logits, (p1, z1, r1, q1, p2, z2, r2, q2, f, z3, h3) = cnn_forward(x, p)
    m = logits.max(axis=1, keepdims=True)
    e = np.exp(logits - m)
    total = e.sum(axis=1, keepdims=True)
    loss = np.mean(m[:, 0] + np.log(total[:, 0]) - (logits * y).sum(axis=1))
    dl = (e / total - y) / np.float32(len(x))
    dh3 = (dl @ w4.T) * (z3 > 0)
    df = dh3 @ w3.T
    dr2 = pool_grad(r2, q2, df.reshape(q2.shape)) * (z2 > 0)
    dw2 = p2.reshape(-1, 800).T @ dr2.reshape(-1, 64)
    dp2 = (dr2.reshape(-1, 64) @ w2.reshape(-1, 64).T).reshape(p2.shape)
    dq1 = np.zeros_like(q1)
    dp2 = dp2.reshape(*p2.shape[:3], 5, 5, 32)
    for i in range(5):
        for j in range(5):
            dq1[:, i:i + 8, j:j + 8, :] += dp2[:, :, :, i, j, :]
    dr1 = pool_grad(r1, q1, dq1) * (z1 > 0)
    dw1 = p1.reshape(-1, 25).T @ dr1.reshape(-1, 32)
    grads = [dw1.reshape(w1.shape), dr1.sum(axis=(0, 1, 2)), dw2.reshape(w2.shape),
             dr2.sum(axis=(0, 1, 2)), f.T @ dh3, dh3.sum(axis=0), h3.T @ dl, dl.sum(axis=0)]
    return loss, grads

def pixels(images):
    return images[..., None].astype(np.float32) * np.float32(1 / 255)

def cnn_fit(train_x, train_y, epochs, steps, seed):
    params = cnn_init(seed)
    m = [np.zeros_like(q) for q in params]
    v = [np.zeros_like(q) for q in params]
    sums = np.zeros(200)
    t = 0
    for epoch in range(epochs):
        perm = permutation(seed, epoch)
        for s in range(steps):
            batch = perm[64 * s:64 * s + 64]
            loss, grads = cnn_loss_and_grad(pixels(train_x[batch]),
                                        np.eye(10, dtype=np.float32)[train_y[batch]], params)
            t += 1
            step = np.float32(1e-3) / (np.float32(1) - np.float32(0.9) ** t)
            inv_bc2 = np.float32(1) / (np.float32(1) - np.float32(0.999) ** t)
            for k, g in enumerate(grads):
                m[k] = np.float32(0.9) * m[k] + np.float32(0.1) * g
                v[k] = np.float32(0.999) * v[k] + np.float32(0.001) * g * g
                params[k] = params[k] - step * m[k] / (np.sqrt(v[k] * inv_bc2) + np.float32(1e-8))
            sums[(epoch * steps + s) // 100] += loss
    count = epochs * steps
    means = [sums[k] / min(100, count - 100 * k) for k in range((count + 99) // 100)]
    return np.array(means), params

def cnn_accuracy(test_x, test_y, params):
    right = 0
    for i in range(0, len(test_x), 1000):
        logits, _ = cnn_forward(pixels(test_x[i:i + 1000]), params)
        right += int((logits.argmax(axis=1) == test_y[i:i + 1000]).sum())
    return right / len(test_x)
