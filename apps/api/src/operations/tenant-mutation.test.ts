import {
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isNonNullType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../schema/index.ts';
import { type InputSchema, registeredMutations } from './operation-input.ts';

// Each mutation goes through one of the wrappers of this folder (tenant, signed-in, admin, account), and its
// input is declared once, as a packages/validation schema; its GraphQL input must name the
// same fields, and a field GraphQL requires must not be optional there (docs/architecture.md, Operations
// and their contract). A field GraphQL leaves optional may be required by the schema: the client then gets
// the coded 'required' message instead of a coercion error.

interface ZodNode {
  _zod: { def: { type: string; [key: string]: unknown } };
  safeParse(value: unknown): { success: boolean };
}

/** The object (or array element) under optional, nullable, default and pipe (transform) wrappers. */
function unwrap(node: ZodNode): ZodNode {
  const { def } = node._zod;
  if (def.type === 'pipe') return unwrap(def.in as ZodNode);
  if (['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly'].includes(def.type)) {
    return unwrap(def.innerType as ZodNode);
  }
  if (def.type === 'array') return unwrap(def.element as ZodNode);
  return node;
}

function shapeOf(node: ZodNode): Record<string, ZodNode> | null {
  const inner = unwrap(node);
  return inner._zod.def.type === 'object' ? (inner._zod.def.shape as Record<string, ZodNode>) : null;
}

type GraphQLField = GraphQLArgument | GraphQLInputField;

function mismatches(
  fields: readonly GraphQLField[],
  shape: Record<string, ZodNode>,
  path: string,
  skipped: readonly string[],
): string[] {
  const found: string[] = [];
  const graphqlNames = fields
    .map((field) => field.name)
    .filter((name) => !skipped.includes(`${path}${name}`));
  const zodNames = Object.keys(shape).filter((name) => !skipped.includes(`${path}${name}`));
  for (const name of graphqlNames)
    if (!zodNames.includes(name)) found.push(`${path}${name}: only in GraphQL`);
  for (const name of zodNames) if (!graphqlNames.includes(name)) found.push(`${path}${name}: only in zod`);
  for (const field of fields) {
    const node = shape[field.name];
    if (!node || !graphqlNames.includes(field.name)) continue;
    if (isNonNullType(field.type) && node.safeParse(undefined).success) {
      found.push(`${path}${field.name}: required in GraphQL, optional in zod`);
    }
    const named = getNamedType(field.type as GraphQLInputType);
    const nested = shapeOf(node);
    if (isInputObjectType(named) && nested) {
      found.push(...mismatches(Object.values(named.getFields()), nested, `${path}${field.name}.`, skipped));
    } else if (isInputObjectType(named) !== (nested !== null)) {
      found.push(`${path}${field.name}: an object on one side only`);
    }
  }
  return found;
}

const mutationFields = Object.values(schema.getMutationType()?.getFields() ?? {});

describe('mutations and their input contract', () => {
  it('every mutation goes through a wrapper that registers its input', () => {
    const names = mutationFields.map((field) => field.name);
    expect(names.filter((name) => !registeredMutations.has(name))).toEqual([]);
    expect([...registeredMutations.keys()].filter((name) => !names.includes(name))).toEqual([]);
  });

  it.each([...registeredMutations.entries()])(
    '%s: its GraphQL input names the fields of its zod schema',
    (name, entry) => {
      const field = mutationFields.find((candidate) => candidate.name === name);
      if (!field) throw new Error(`no mutation ${name}`);
      if (!entry.input) {
        expect(
          field.args.map((arg) => arg.name).filter((arg) => !entry.resolverArguments.includes(arg)),
        ).toEqual([]);
        return;
      }
      const input = (
        typeof entry.input === 'function' ? entry.input() : entry.input
      ) as InputSchema<unknown> & ZodNode;
      const shape = shapeOf(input);
      if (!shape) throw new Error(`${name}: its schema is not an object`);
      let fields: readonly GraphQLField[] = field.args;
      let skipped = entry.resolverArguments;
      if (entry.argument !== null) {
        const argument = field.args.find((arg) => arg.name === entry.argument);
        const type = argument && getNullableType(argument.type);
        if (!argument || !isInputObjectType(type))
          throw new Error(`${name}: no input object ${entry.argument}`);
        expect(
          field.args.map((arg) => arg.name).filter((arg) => arg !== entry.argument && !skipped.includes(arg)),
        ).toEqual([]);
        fields = Object.values(type.getFields());
        skipped = skipped.map((skip) => skip.replace(`${entry.argument}.`, ''));
      }
      expect(mismatches(fields, shape, '', skipped)).toEqual([]);
    },
  );
});
