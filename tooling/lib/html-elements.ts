import type { DefaultTreeAdapterMap } from "parse5";

/** A parse5 element node. */
export type Element = DefaultTreeAdapterMap["element"];

/** Every element under `node` in document order, including those inside `<template>`. */
export function* elements(node: DefaultTreeAdapterMap["parentNode"]): Generator<Element> {
  for (const child of node.childNodes) {
    if ("tagName" in child) {
      yield child;
      yield* elements("content" in child ? child.content : child);
    }
  }
}
