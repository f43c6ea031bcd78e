import { PageHeader } from "@/components/page-header";
import { VoiceRecorder } from "@/features/voice/components/voice-recorder";

export function VoiceRoute() {
  return (
    <>
      <PageHeader
        title="Voice recorder"
        subtitle="Record a voice note, listen to it here and download it."
      />
      <VoiceRecorder />
    </>
  );
}
