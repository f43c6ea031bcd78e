// Floating UI's useMergeRefs for Mantine's ScrollArea (see build/scroll-area-merge-refs.ts), done
// by Mantine's own useMergedRef: both merge refs into one callback ref that calls React 19 ref
// cleanups. ScrollArea always passes at least one ref, so Floating UI's null for "no refs at all"
// never applies.
import { useMergedRef } from "@mantine/hooks";
import type { Ref, RefCallback } from "react";

export const useMergeRefs = <T>(refs: Array<Ref<T> | undefined>): RefCallback<T> =>
  useMergedRef(...refs);
