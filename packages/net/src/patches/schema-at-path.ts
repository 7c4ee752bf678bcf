import type { PagePatchPath } from '@kanqiu/core/contract/base';
import type * as v from 'valibot';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** The parts of a valibot schema object this walk reads. */
interface SchemaShape {
  type: string;
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  wrapped?: AnySchema;
  pipe?: readonly unknown[];
}

/** Wrappers that only let a missing or null value through; the value inside has the wrapped shape. */
const WRAPPERS = new Set(['optional', 'exact_optional', 'nullable', 'nullish', 'undefinedable']);
/** Object schemas whose `entries` say what each key holds. */
const OBJECTS = new Set(['object', 'loose_object', 'strict_object']);

/**
 * The schema of the value at `path` inside a value of `schema`: walks object entries and array items
 * (through optional and nullable wrappers). `null` when the path cannot be followed for sure: a
 * union, a record, an unknown key, or a container with checks of its own (a `pipe`), which only the
 * whole container can satisfy. The caller then validates the whole value.
 */
export function schemaAtPath(schema: AnySchema, path: PagePatchPath): AnySchema | null {
  let current = schema;
  for (const step of path) {
    const container = unwrap(current);
    if (!container || container.pipe) return null;
    let next: AnySchema | undefined;
    if (OBJECTS.has(container.type) && typeof step === 'string') {
      next = Object.hasOwn(container.entries ?? {}, step) ? container.entries?.[step] : undefined;
    } else if (container.type === 'array' && typeof step === 'number') {
      next = container.item;
    }
    if (!next) return null;
    current = next;
  }
  return current;
}

/** The schema inside optional and nullable wrappers; `null` when one of them has checks. */
function unwrap(schema: AnySchema): SchemaShape | null {
  let shape = schema as unknown as SchemaShape;
  while (WRAPPERS.has(shape.type)) {
    if (shape.pipe || !shape.wrapped) return null;
    shape = shape.wrapped as unknown as SchemaShape;
  }
  return shape;
}
