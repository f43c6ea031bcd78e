import { HomePage } from "@/features/home/components/home-page";
import { TripCards } from "@/features/trips/components/trip-cards";
import { VideoGrid } from "@/features/videos/components/video-grid";

const HOME_VIDEO_COUNT = 3;

export function HomeRoute() {
  return (
    <HomePage
      tripCards={<TripCards titleOrder={3} />}
      videos={<VideoGrid limit={HOME_VIDEO_COUNT} titleOrder={3} />}
    />
  );
}
