// The finished recordings of this visit, each with an object URL that is freed when it goes.
import { useCallback, useEffect, useRef, useState } from "react";
import { extensionFor } from "../utils/audio-format";
import type { CompletedRecording } from "./use-audio-recorder";

export type Recording = {
  id: number;
  /** Its number, from 1, in the order they were saved ("Recording 2"). */
  label: number;
  url: string;
  mimeType: string;
  fileName: string;
  seconds: number;
};

export function useRecordings() {
  const [recordings, setRecordings] = useState<Recording[]>([]);
  // Mirrors the list for the unmount cleanup and for remove(), outside React's render cycle.
  const listRef = useRef<Recording[]>([]);
  const nextNumber = useRef(1);

  const update = useCallback((next: Recording[]) => {
    listRef.current = next;
    setRecordings(next);
  }, []);

  const add = useCallback(
    ({ blob, mimeType, seconds }: CompletedRecording) => {
      const id = nextNumber.current++;
      const recording: Recording = {
        id,
        label: id,
        url: URL.createObjectURL(blob),
        mimeType,
        fileName: `recording-${id}.${extensionFor(mimeType)}`,
        seconds,
      };
      // Newest first: the one just saved is the one the user wants to hear.
      update([recording, ...listRef.current]);
    },
    [update],
  );

  const remove = useCallback(
    (id: number) => {
      const gone = listRef.current.find((recording) => recording.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      update(listRef.current.filter((recording) => recording.id !== id));
    },
    [update],
  );

  useEffect(
    () => () => {
      for (const recording of listRef.current) URL.revokeObjectURL(recording.url);
      listRef.current = [];
    },
    [],
  );

  return { recordings, add, remove };
}
