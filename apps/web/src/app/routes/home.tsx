import { splitLanguage } from "@app/shared/i18n";
import { HomePage } from "@/features/home/components/home-page";
import { getTripsQueryOptions } from "@/features/trips/api/trips";
import { TripCards } from "@/features/trips/components/trip-cards";
import { VideoGrid } from "@/features/videos/components/video-grid";
import { queryLoader } from "../query-loader";

const HOME_VIDEO_COUNT = 3;

export function HomeRoute() {
  return (
    <HomePage
      tripCards={<TripCards titleOrder={3} />}
      videos={<VideoGrid limit={HOME_VIDEO_COUNT} titleOrder={3} />}
    />
  );
}

/** The trips' cards, in the page's HTML from the server. */
export const loader = queryLoader((client, url) =>
  client.ensureQueryData(getTripsQueryOptions(splitLanguage(url.pathname).language)),
);
