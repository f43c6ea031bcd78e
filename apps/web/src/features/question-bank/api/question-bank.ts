// The question bank's calls (decision 039), for staff: the category tree, a page of questions
// found by text and filters, one question to edit, its save and deletion, the GIFT export and the
// GIFT or Aiken import. Every answer is checked with the shared schema the server answers with.
import {
  type CategoryInput,
  CategorySchema,
  type ImportError,
  ImportRefusedSchema,
  ImportResultSchema,
  type QuestionInput,
  QuestionPictureSchema,
  QuestionSchema,
} from "@app/shared/question-bank";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { ApiError, api, multipart, readBlob, readJson, readPage } from "@/lib/api-client";
import { saveFile } from "@/lib/save-file";
import type { ListQuery } from "@/lib/use-list-params";

export const questionBankKey = ["question-bank"] as const;
const path = (id: string) => ({ params: { path: { id } } });

export const useCategories = () =>
  useQuery({
    queryKey: [...questionBankKey, "categories"],
    queryFn: () => readJson(api.GET("/api/exams/categories"), CategorySchema.array()),
  });

export const useSaveCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CategoryInput }) =>
      readJson(
        id
          ? api.PUT("/api/exams/categories/{id}", { ...path(id), body: input })
          : api.POST("/api/exams/categories", { body: input }),
        CategorySchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionBankKey }),
  });
};

export const useDeleteCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      readJson(api.DELETE("/api/exams/categories/{id}", path(id)), z.unknown()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionBankKey }),
  });
};

export const useQuestions = (query: ListQuery) =>
  useQuery({
    queryKey: [...questionBankKey, "questions", query],
    queryFn: () => readPage(api.GET("/api/exams/questions", { params: { query } }), QuestionSchema),
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
  });

export const useQuestion = (id: string | undefined) =>
  useQuery({
    queryKey: [...questionBankKey, "question", id],
    queryFn: () => readJson(api.GET("/api/exams/questions/{id}", path(id ?? "")), QuestionSchema),
    enabled: id !== undefined,
    refetchOnMount: "always",
  });

export const useSaveQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: QuestionInput }) =>
      readJson(
        id
          ? api.PUT("/api/exams/questions/{id}", { ...path(id), body: input as never })
          : api.POST("/api/exams/questions", { body: input as never }),
        QuestionSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionBankKey }),
  });
};

export const useDeleteQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      readJson(api.DELETE("/api/exams/questions/{id}", path(id)), z.unknown()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionBankKey }),
  });
};

/** Stores a picture for a question (its text, an option, the solution); answers its name. */
export const useUploadPicture = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("picture", file);
      return readJson(
        api.POST("/api/exams/question-pictures", multipart(form)),
        QuestionPictureSchema,
      );
    },
  });

/** The questions of a category and those under it (all without one), saved as a GIFT file. */
export const useExportGift = () =>
  useMutation({
    mutationFn: async ({ category, fileName }: { category?: string; fileName: string }) => {
      const blob = await readBlob(
        api.GET("/api/exams/questions/export", {
          params: { query: { format: "gift", ...(category ? { category } : {}) } },
          parseAs: "blob",
        }),
      );
      saveFile(blob, fileName);
    },
  });

/** A refused import: nothing saved, and every error of the file with its line. */
export class ImportRefusedError extends ApiError {
  readonly errors: readonly ImportError[];
  constructor(message: string, errors: readonly ImportError[]) {
    super(message, 422);
    this.name = "ImportRefusedError";
    this.errors = errors;
  }
}

/** Imports a GIFT or Aiken file's text; all or nothing (a refusal lists every error's line). */
export const useImportQuestions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      format,
      category,
      text,
    }: {
      format: "gift" | "aiken";
      category: string;
      text: string;
    }) => {
      const answer = await api.POST("/api/exams/questions/import", {
        params: { query: { format, ...(category ? { category } : {}) } },
        // The file's text as it is: openapi-fetch would otherwise write it as JSON.
        body: text as never,
        bodySerializer: (body: unknown) => body as string,
        headers: { "content-type": "text/plain; charset=utf-8" },
      });
      if (answer.response.status === 422) {
        const refused = ImportRefusedSchema.safeParse(answer.error);
        if (refused.success)
          throw new ImportRefusedError(refused.data.message, refused.data.errors);
      }
      return readJson(Promise.resolve(answer), ImportResultSchema);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionBankKey }),
  });
};
