import { f32, q4, randomOf } from './gguf-tensors.ts';
import { type GgufTensor, type GgufValue, writeGguf } from './gguf-writer.ts';

// A llama-architecture GGUF with random weights, written at test time (docs/architecture.md, Local model).
// 'letters' weights: attention and feed-forward add nothing, the output favours letters and spaces, so the
// model writes an endless stream of letter tokens (never its end token) — the tests decide when it stops.
// 'random' weights (Q4_0): a real model's shape and cost, for measuring speed on a machine.

export interface TinyLlamaOptions {
  nEmbd?: number;
  nLayer?: number;
  nHead?: number;
  nHeadKv?: number;
  nFf?: number;
  /** Extra ordinary tokens after the specials and the 256 bytes (a real vocabulary's size). */
  extraTokens?: number;
  contextLength?: number;
  weights?: 'letters' | 'random';
  /** Declares mean pooling, as embedding models do. */
  embedding?: boolean;
}

const SPECIALS = ['<unk>', '<s>', '</s>', '<|im_start|>', '<|im_end|>'];
const BYTES = 256;
const CHATML =
  "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

const isLetterByte = (byte: number) =>
  byte === 0x20 || (byte >= 0x61 && byte <= 0x7a) || (byte >= 0x41 && byte <= 0x5a);

function vocabulary(extra: number) {
  const tokens = [...SPECIALS];
  const types: number[] = SPECIALS.map((_, index) => (index === 0 ? 2 : 3));
  for (let byte = 0; byte < BYTES; byte++) {
    tokens.push(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`);
    types.push(6);
  }
  // SentencePiece's space: with it, text read back after tokenising is the text given.
  tokens.push('▁');
  types.push(1);
  for (let index = 0; index < extra; index++) {
    tokens.push(`▁w${index}`);
    types.push(1);
  }
  return { tokens, types };
}

function tensorsOf(options: Required<Omit<TinyLlamaOptions, 'embedding'>>, vocab: number): GgufTensor[] {
  const { nEmbd, nLayer, nFf, nHead, nHeadKv, weights } = options;
  const random = randomOf(42);
  const kv = (nEmbd / nHead) * nHeadKv;
  const ones = (values: Float32Array) => values.fill(1);
  const noise = (scale: number) => (_: number, values: Float32Array) => {
    for (let i = 0; i < values.length; i++) values[i] = random() * scale;
  };
  const zeros = () => {};
  const matrix = (name: string, dims: number[], letters: (index: number, values: Float32Array) => void) =>
    weights === 'random' ? q4(name, dims, random) : f32(name, dims, letters);
  const tensors = [
    matrix('token_embd.weight', [nEmbd, vocab], (_, values) => {
      noise(0.6)(0, values);
      values[0] = 1; // every hidden state points the same way along its first dimension
    }),
    f32('output_norm.weight', [nEmbd], (_, values) => ones(values)),
    matrix('output.weight', [nEmbd, vocab], (token, values) => {
      noise(0.6)(0, values);
      const byte = token - SPECIALS.length;
      values[0] = byte >= 0 && byte < BYTES && isLetterByte(byte) ? 3 : -3;
    }),
  ];
  for (let layer = 0; layer < nLayer; layer++) {
    const blk = `blk.${layer}`;
    tensors.push(
      f32(`${blk}.attn_norm.weight`, [nEmbd], (_, values) => ones(values)),
      matrix(`${blk}.attn_q.weight`, [nEmbd, nEmbd], noise(0.2)),
      matrix(`${blk}.attn_k.weight`, [nEmbd, kv], noise(0.2)),
      matrix(`${blk}.attn_v.weight`, [nEmbd, kv], noise(0.2)),
      matrix(`${blk}.attn_output.weight`, [nEmbd, nEmbd], zeros),
      f32(`${blk}.ffn_norm.weight`, [nEmbd], (_, values) => ones(values)),
      matrix(`${blk}.ffn_gate.weight`, [nEmbd, nFf], noise(0.2)),
      matrix(`${blk}.ffn_up.weight`, [nEmbd, nFf], noise(0.2)),
      matrix(`${blk}.ffn_down.weight`, [nFf, nEmbd], zeros),
    );
  }
  return tensors;
}

/** Writes the model to `path`. */
export async function writeTinyLlamaGguf(path: string, options: TinyLlamaOptions = {}): Promise<void> {
  const resolved = {
    nEmbd: 64,
    nLayer: 1,
    nHead: 4,
    nHeadKv: 4,
    nFf: 128,
    extraTokens: 0,
    contextLength: 32_768,
    weights: 'letters' as const,
    ...options,
  };
  const { tokens, types } = vocabulary(resolved.extraTokens);
  const u32 = (value: number): GgufValue => ({ type: 'u32', value });
  const metadata: Record<string, GgufValue> = {
    'general.architecture': { type: 'string', value: 'llama' },
    'general.name': { type: 'string', value: 'tiny-test-llama' },
    'general.file_type': u32(resolved.weights === 'random' ? 2 : 0),
    'llama.context_length': u32(resolved.contextLength),
    'llama.embedding_length': u32(resolved.nEmbd),
    'llama.block_count': u32(resolved.nLayer),
    'llama.feed_forward_length': u32(resolved.nFf),
    'llama.attention.head_count': u32(resolved.nHead),
    'llama.attention.head_count_kv': u32(resolved.nHeadKv),
    'llama.rope.dimension_count': u32(resolved.nEmbd / resolved.nHead),
    'llama.attention.layer_norm_rms_epsilon': { type: 'f32', value: 1e-5 },
    'llama.vocab_size': u32(tokens.length),
    ...(options.embedding ? { 'llama.pooling_type': u32(1) } : {}),
    'tokenizer.ggml.model': { type: 'string', value: 'llama' },
    'tokenizer.ggml.tokens': { type: 'strings', value: tokens },
    'tokenizer.ggml.scores': { type: 'f32s', value: tokens.map(() => 0) },
    'tokenizer.ggml.token_type': { type: 'i32s', value: types },
    'tokenizer.ggml.bos_token_id': u32(1),
    'tokenizer.ggml.eos_token_id': u32(4),
    'tokenizer.ggml.unknown_token_id': u32(0),
    'tokenizer.ggml.add_bos_token': { type: 'bool', value: false },
    'tokenizer.chat_template': { type: 'string', value: CHATML },
  };
  await writeGguf(path, metadata, tensorsOf(resolved, tokens.length));
}
