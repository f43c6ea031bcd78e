import { SimpleGrid, type TitleOrder } from "@mantine/core";
import { VIDEOS } from "../videos";
import { VideoCard } from "./video-card";

/** The video cards; `limit` shows only the first few (the home page's selection). */
export function VideoGrid({ limit, titleOrder }: { limit?: number; titleOrder?: TitleOrder }) {
  const videos = limit === undefined ? VIDEOS : VIDEOS.slice(0, limit);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="video-grid">
      {videos.map((video) => (
        <VideoCard key={video.youtubeId} video={video} titleOrder={titleOrder} />
      ))}
    </SimpleGrid>
  );
}
