import { splitLanguage } from "@app/shared/i18n";
import { catalogueQueryOptions, nextBatchesQueryOptions } from "@/features/courses/api/catalogue";
import { CourseGroups, NextBatches } from "@/features/courses/components/home-courses";
import { HomePage } from "@/features/home/components/home-page";
import {
  getPublicGalleryQueryOptions,
  getPublicResultsQueryOptions,
  getPublicTeachersQueryOptions,
  getPublicTestimonialsQueryOptions,
} from "@/features/people/api/people";
import {
  GalleryGrid,
  ResultCards,
  TeacherCards,
  TestimonialList,
} from "@/features/people/components/people-cards";
import { getTripsQueryOptions } from "@/features/trips/api/trips";
import { TripCards } from "@/features/trips/components/trip-cards";
import { VideoGrid } from "@/features/videos/components/video-grid";
import { queryLoader } from "../query-loader";

const HOME_VIDEO_COUNT = 3;

export function HomeRoute() {
  return (
    <HomePage
      courseGroups={<CourseGroups />}
      nextBatches={<NextBatches />}
      tripCards={<TripCards titleOrder={3} />}
      results={<ResultCards titleOrder={3} />}
      teachers={<TeacherCards titleOrder={3} />}
      testimonials={<TestimonialList />}
      gallery={<GalleryGrid />}
      videos={<VideoGrid limit={HOME_VIDEO_COUNT} titleOrder={3} />}
    />
  );
}

/** Every section's data, in the page's HTML from the server. */
export const loader = queryLoader((client, url) => {
  const { language } = splitLanguage(url.pathname);
  return Promise.all([
    client.ensureQueryData(catalogueQueryOptions()),
    client.ensureQueryData(nextBatchesQueryOptions()),
    client.ensureQueryData(getTripsQueryOptions(language)),
    client.ensureQueryData(getPublicResultsQueryOptions(language)),
    client.ensureQueryData(getPublicTeachersQueryOptions(language)),
    client.ensureQueryData(getPublicTestimonialsQueryOptions(language)),
    client.ensureQueryData(getPublicGalleryQueryOptions(language)),
  ]);
});
