import { PageHeader } from "@/components/page-header";
import { VideoGrid } from "@/features/videos/components/video-grid";

export function VideoRoute() {
  return (
    <>
      <PageHeader
        title="Videos"
        subtitle="Our trips and courses on video. The player loads when you press play."
      />
      <VideoGrid />
    </>
  );
}
