import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { VideoGrid } from "@/features/videos/components/video-grid";

export function VideoRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Videos`}
        subtitle={t`Our trips and courses on video. The player loads when you press play.`}
      />
      <VideoGrid />
    </>
  );
}
