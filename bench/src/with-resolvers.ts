// PostGraphile 5 calls Promise.withResolvers (Node 22+); Node 20 lacks it. Spec-equivalent polyfill.
type WithResolvers = <T>() => {
  promise: Promise<T>;
  resolve: (value: T | PromiseLike<T>) => void;
  reject: (reason?: unknown) => void;
};

const promise = Promise as unknown as { withResolvers?: WithResolvers };
promise.withResolvers ??= <T>() => {
  let resolve!: (value: T | PromiseLike<T>) => void;
  let reject!: (reason?: unknown) => void;
  const created = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise: created, resolve, reject };
};
