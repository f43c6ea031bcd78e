import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { VoiceRecorder } from "@/features/voice/components/voice-recorder";

export function VoiceRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Voice recorder`}
        subtitle={t`Record a voice note, listen to it here and download it.`}
      />
      <VoiceRecorder />
    </>
  );
}
