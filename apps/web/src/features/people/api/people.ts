// The people and the proof (decision 043): the public's teachers, results, testimonials and
// gallery in the page's language, and the staff's lists and changes of them.
import type { Language } from "@app/shared/i18n";
import {
  type GalleryPhotoInput,
  PublicGalleryPhotoSchema,
  PublicResultSchema,
  PublicTeacherSchema,
  PublicTestimonialSchema,
  type ResultInput,
  StaffGalleryPhotoSchema,
  StaffResultSchema,
  StaffTeacherSchema,
  StaffTestimonialSchema,
  type TeacherInput,
  type TestimonialInput,
} from "@app/shared/people";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { z } from "zod";
import { api, multipart, readJson, readPage } from "@/lib/api-client";
import { FIRST_PAGE, nextPage } from "@/lib/page-list";
import type { ListQuery } from "@/lib/use-list-params";

export const peopleQueryKey = ["people"] as const;

/** How many of each the home page shows; the pages of their own show a page at a time. */
export const HOME_COUNT = 6;

const publicQuery = (language: Language, limit: number, page = 1) => ({
  params: { query: { lang: language, limit: String(limit), page: String(page) } },
});

export const getPublicTeachersQueryOptions = (language: Language, limit = HOME_COUNT, page = 1) =>
  queryOptions({
    queryKey: [...peopleQueryKey, "teachers", language, limit, page],
    queryFn: () =>
      readPage(
        api.GET("/api/people/teachers", publicQuery(language, limit, page)),
        PublicTeacherSchema,
      ),
  });

export const getPublicResultsQueryOptions = (language: Language, limit = HOME_COUNT, page = 1) =>
  queryOptions({
    queryKey: [...peopleQueryKey, "results", language, limit, page],
    queryFn: () =>
      readPage(
        api.GET("/api/people/results", publicQuery(language, limit, page)),
        PublicResultSchema,
      ),
  });

export const getPublicTestimonialsQueryOptions = (language: Language, limit = HOME_COUNT) =>
  queryOptions({
    queryKey: [...peopleQueryKey, "testimonials", language, limit],
    queryFn: () =>
      readPage(
        api.GET("/api/people/testimonials", publicQuery(language, limit)),
        PublicTestimonialSchema,
      ),
  });

export const getPublicGalleryQueryOptions = (language: Language, limit = HOME_COUNT, page = 1) =>
  queryOptions({
    queryKey: [...peopleQueryKey, "gallery", language, limit, page],
    queryFn: () =>
      readPage(
        api.GET("/api/people/gallery", publicQuery(language, limit, page)),
        PublicGalleryPhotoSchema,
      ),
  });

/** The whole gallery a page of `limit` photos at a time ("Show more photos" on the results page). */
export const getPublicGalleryPagesQueryOptions = (language: Language, limit: number) =>
  infiniteQueryOptions({
    queryKey: [...peopleQueryKey, "gallery-pages", language, limit],
    queryFn: ({ pageParam }) =>
      readPage(
        api.GET("/api/people/gallery", publicQuery(language, limit, pageParam)),
        PublicGalleryPhotoSchema,
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
  });

const invalidate = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: peopleQueryKey });

// The back office: teachers.

export const staffTeachersQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...peopleQueryKey, "staff-teachers", query],
    queryFn: () =>
      readPage(api.GET("/api/staff/teachers", { params: { query } }), StaffTeacherSchema),
  });

export const useStaffTeachers = (query: ListQuery) =>
  useQuery({
    ...staffTeachersQueryOptions(query),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });

export const useStaffTeacher = (id: string | undefined) =>
  useQuery({
    queryKey: [...peopleQueryKey, "staff-teacher", id],
    queryFn: () =>
      readJson(
        api.GET("/api/staff/teachers/{id}", { params: { path: { id: id ?? "" } } }),
        StaffTeacherSchema,
      ),
    enabled: id !== undefined,
  });

export const useSaveTeacher = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TeacherInput }) =>
      readJson(
        id
          ? api.PUT("/api/staff/teachers/{id}", { params: { path: { id } }, body: input })
          : api.POST("/api/staff/teachers", { body: input }),
        StaffTeacherSchema,
      ),
    onSuccess: () => invalidate(queryClient),
  });
};

export const useDeleteTeacher = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      readJson(api.DELETE("/api/staff/teachers/{id}", { params: { path: { id } } }), z.unknown()),
    onSuccess: () => invalidate(queryClient),
  });
};

/** PUT /api/staff/teachers/{id}/photo with a file, or DELETE it with null. */
/** Uploads teacher `id`'s photo, or removes it when given null. */
export const useSetTeacherPhoto = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: File | null) => {
      if (!photo) {
        return readJson(
          api.DELETE("/api/staff/teachers/{id}/photo", { params: { path: { id } } }),
          StaffTeacherSchema,
        );
      }
      const body = new FormData();
      body.append("photo", photo);
      return readJson(
        api.PUT("/api/staff/teachers/{id}/photo", { params: { path: { id } }, ...multipart(body) }),
        StaffTeacherSchema,
      );
    },
    onSuccess: () => invalidate(queryClient),
  });
};

/** PUT /api/staff/teachers/{id}/teacher-photo (admin, decision 067): a /teacherup photo becomes theirs. */
export const useChooseTeacherPhoto = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) =>
      readJson(
        api.PUT("/api/staff/teachers/{id}/teacher-photo", {
          params: { path: { id } },
          body: { photoId },
        }),
        StaffTeacherSchema,
      ),
    onSuccess: () => invalidate(queryClient),
  });
};

// Results.

export const useStaffResults = (query: ListQuery) =>
  useQuery({
    queryKey: [...peopleQueryKey, "staff-results", query],
    queryFn: () =>
      readPage(api.GET("/api/staff/results", { params: { query } }), StaffResultSchema),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });

export const useSaveResult = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ResultInput }) =>
      readJson(
        id
          ? api.PUT("/api/staff/results/{id}", { params: { path: { id } }, body: input })
          : api.POST("/api/staff/results", { body: input }),
        StaffResultSchema,
      ),
    onSuccess: () => invalidate(queryClient),
  });
};

export const useDeleteResult = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      readJson(api.DELETE("/api/staff/results/{id}", { params: { path: { id } } }), z.unknown()),
    onSuccess: () => invalidate(queryClient),
  });
};

/** Uploads result `id`'s student photo, or removes it when given null. */
export const useSetResultPhoto = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: File | null) => {
      if (!photo) {
        return readJson(
          api.DELETE("/api/staff/results/{id}/photo", { params: { path: { id } } }),
          StaffResultSchema,
        );
      }
      const body = new FormData();
      body.append("photo", photo);
      return readJson(
        api.PUT("/api/staff/results/{id}/photo", { params: { path: { id } }, ...multipart(body) }),
        StaffResultSchema,
      );
    },
    onSuccess: () => invalidate(queryClient),
  });
};

// Testimonials.

export const useStaffTestimonials = (query: ListQuery) =>
  useQuery({
    queryKey: [...peopleQueryKey, "staff-testimonials", query],
    queryFn: () =>
      readPage(api.GET("/api/staff/testimonials", { params: { query } }), StaffTestimonialSchema),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });

export const useSaveTestimonial = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TestimonialInput }) =>
      readJson(
        id
          ? api.PUT("/api/staff/testimonials/{id}", { params: { path: { id } }, body: input })
          : api.POST("/api/staff/testimonials", { body: input }),
        StaffTestimonialSchema,
      ),
    onSuccess: () => invalidate(queryClient),
  });
};

export const useDeleteTestimonial = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      readJson(
        api.DELETE("/api/staff/testimonials/{id}", { params: { path: { id } } }),
        z.unknown(),
      ),
    onSuccess: () => invalidate(queryClient),
  });
};

// Gallery.

export const useStaffGallery = (query: ListQuery) =>
  useQuery({
    queryKey: [...peopleQueryKey, "staff-gallery", query],
    queryFn: () =>
      readPage(api.GET("/api/staff/gallery", { params: { query } }), StaffGalleryPhotoSchema),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });

export const useAddGalleryPhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photo, caption }: { photo: File; caption: { en: string; bn: string } }) => {
      const body = new FormData();
      body.append("captionEn", caption.en);
      body.append("captionBn", caption.bn);
      body.append("photo", photo);
      return readJson(api.POST("/api/staff/gallery", multipart(body)), StaffGalleryPhotoSchema);
    },
    onSuccess: () => invalidate(queryClient),
  });
};

export const useChangeGalleryPhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: GalleryPhotoInput }) =>
      readJson(
        api.PUT("/api/staff/gallery/{id}", { params: { path: { id } }, body: input }),
        StaffGalleryPhotoSchema,
      ),
    onSuccess: () => invalidate(queryClient),
  });
};

export const useDeleteGalleryPhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      readJson(api.DELETE("/api/staff/gallery/{id}", { params: { path: { id } } }), z.unknown()),
    onSuccess: () => invalidate(queryClient),
  });
};
