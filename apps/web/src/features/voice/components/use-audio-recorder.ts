// Records from the microphone with MediaRecorder: start, pause/resume, save or discard, a timer.

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import { pickRecordingType } from "../utils/audio-format";

export type RecorderStatus = "idle" | "starting" | "recording" | "paused" | "stopping";

/** What a finished, saved recording hands over. */
export type CompletedRecording = { blob: Blob; mimeType: string; seconds: number };

type Session = {
  recorder: MediaRecorder;
  stream: MediaStream;
  chunks: Blob[];
  /** Whether stopping delivers the recording (save) or throws it away (discard). */
  keep: boolean;
  /** Recorded time before the current stretch, in ms; paused time is not counted. */
  accumulatedMs: number;
  /** performance.now() when the current stretch began, or null while paused or stopped. */
  runningSince: number | null;
  timer: number | undefined;
};

// Messages, written in the reader's language where the recorder shows them.
const MESSAGES = {
  unsupported: msg`This browser cannot record audio here. Recording needs a recent browser and a secure (https) page.`,
  denied: msg`Microphone access was denied. Allow the microphone for this site in your browser's settings, then press Start recording again.`,
  missing: msg`No microphone was found. Connect a microphone and press Start recording again.`,
  busy: msg`The microphone is in use by another application or could not be started.`,
  failed: msg`Recording stopped because of an error. Please try again.`,
};

function microphoneError(error: unknown): MessageDescriptor {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  switch (name) {
    case "NotAllowedError":
    case "SecurityError":
      return MESSAGES.denied;
    case "NotFoundError":
    case "OverconstrainedError":
      return MESSAGES.missing;
    case "NotReadableError":
    case "AbortError":
      return MESSAGES.busy;
    default:
      return msg`Could not start recording: ${error instanceof Error ? error.message : String(error)}`;
  }
}

const elapsedOf = (session: Session): number =>
  session.accumulatedMs +
  (session.runningSince === null ? 0 : performance.now() - session.runningSince);

const releaseMicrophone = (session: Session) => {
  for (const track of session.stream.getTracks()) track.stop();
};

export function useAudioRecorder(onComplete: (recording: CompletedRecording) => void) {
  const [status, setStatus] = useState<RecorderStatus>("idle");
  const [elapsedMs, setElapsedMs] = useState(0);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const sessionRef = useRef<Session | null>(null);
  const mountedRef = useRef(false);
  // The latest callback, so a recording finishing after a re-render reaches the current one.
  const onCompleteRef = useRef(onComplete);
  useEffect(() => {
    onCompleteRef.current = onComplete;
  });

  // Ticks on each whole second of recorded time (every 1 s, as the product asks), also after a resume
  // in the middle of a second.
  const scheduleTick = useCallback((session: Session) => {
    window.clearTimeout(session.timer);
    const delay = 1000 - (elapsedOf(session) % 1000) + 5;
    session.timer = window.setTimeout(() => {
      if (sessionRef.current !== session || session.runningSince === null) return;
      setElapsedMs(elapsedOf(session));
      scheduleTick(session);
    }, delay);
  }, []);

  const finish = useCallback((session: Session) => {
    window.clearTimeout(session.timer);
    releaseMicrophone(session);
    if (sessionRef.current === session) sessionRef.current = null;
    if (session.keep && session.chunks.length > 0 && mountedRef.current) {
      const mimeType = session.recorder.mimeType || session.chunks[0]?.type || "";
      onCompleteRef.current({
        blob: new Blob(session.chunks, mimeType ? { type: mimeType } : undefined),
        mimeType,
        seconds: Math.round(session.accumulatedMs / 1000),
      });
    }
    if (mountedRef.current) {
      setStatus("idle");
      setElapsedMs(0);
    }
  }, []);

  const start = useCallback(async () => {
    if (sessionRef.current || status !== "idle") return;
    setError(null);
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === "undefined") {
      setError(MESSAGES.unsupported);
      return;
    }
    setStatus("starting");
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (caught) {
      if (mountedRef.current) {
        setError(microphoneError(caught));
        setStatus("idle");
      }
      return;
    }
    if (!mountedRef.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    let recorder: MediaRecorder;
    try {
      const mimeType = pickRecordingType();
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch (caught) {
      for (const track of stream.getTracks()) track.stop();
      setError(microphoneError(caught));
      setStatus("idle");
      return;
    }
    const session: Session = {
      recorder,
      stream,
      chunks: [],
      keep: false,
      accumulatedMs: 0,
      runningSince: null,
      timer: undefined,
    };
    recorder.addEventListener("dataavailable", (event) => {
      if (event.data.size > 0) session.chunks.push(event.data);
    });
    recorder.addEventListener("stop", () => finish(session));
    recorder.addEventListener("error", () => {
      session.keep = false;
      if (mountedRef.current) setError(MESSAGES.failed);
      if (recorder.state === "inactive") finish(session);
      else recorder.stop();
    });
    sessionRef.current = session;
    recorder.start();
    session.runningSince = performance.now();
    scheduleTick(session);
    setElapsedMs(0);
    setStatus("recording");
  }, [finish, scheduleTick, status]);

  const togglePause = useCallback(() => {
    const session = sessionRef.current;
    if (!session) return;
    if (session.recorder.state === "recording") {
      session.recorder.pause();
      session.accumulatedMs = elapsedOf(session);
      session.runningSince = null;
      window.clearTimeout(session.timer);
      setElapsedMs(session.accumulatedMs);
      setStatus("paused");
    } else if (session.recorder.state === "paused") {
      session.recorder.resume();
      session.runningSince = performance.now();
      scheduleTick(session);
      setStatus("recording");
    }
  }, [scheduleTick]);

  /** Save (keep = true) or discard (keep = false); the microphone is released either way. */
  const stop = useCallback(
    (keep: boolean) => {
      const session = sessionRef.current;
      if (!session) return;
      session.keep = keep;
      session.accumulatedMs = elapsedOf(session);
      session.runningSince = null;
      window.clearTimeout(session.timer);
      setElapsedMs(session.accumulatedMs);
      if (session.recorder.state === "inactive") {
        finish(session);
      } else {
        // The last chunk arrives just before "stop", which then calls finish().
        setStatus("stopping");
        session.recorder.stop();
      }
    },
    [finish],
  );

  // Leaving the page mid-recording throws the recording away and frees the microphone.
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      const session = sessionRef.current;
      if (!session) return;
      session.keep = false;
      window.clearTimeout(session.timer);
      if (session.recorder.state !== "inactive") session.recorder.stop();
      releaseMicrophone(session);
      sessionRef.current = null;
    };
  }, []);

  return {
    status,
    seconds: Math.floor(elapsedMs / 1000),
    error,
    start,
    togglePause,
    save: () => stop(true),
    discard: () => stop(false),
  };
}
