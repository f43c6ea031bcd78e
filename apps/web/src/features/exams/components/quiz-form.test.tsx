// The quiz page's own states, through the one loading, empty and error wrapper: a failed load
// says so with a retry, a quiz without questions says it has none, and a quiz is answerable.
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { failQuery, loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { quizQuestionsQueryKey } from "../api/get-quiz";
import { QuizForm } from "./quiz-form";

beforeAll(loadLanguages);

describe("the quiz", () => {
  it("says it is loading before the questions come", () => {
    expect(textOf(renderScreen(<QuizForm />))).toBe("Loading the quiz");
  });

  it("says it could not load, why, and offers to try again", async () => {
    const client = queryCache();
    await failQuery(
      client,
      quizQuestionsQueryKey("en"),
      new ApiError("The quiz is unavailable", 503),
    );
    const markup = renderScreen(<QuizForm />, { client });
    expect(markup).toContain('role="alert"');
    expect(textOf(markup)).toBe("Could not load the quiz The quiz is unavailable Try again");
    // A Bengali page asks for the Bengali questions: a query of its own.
    await failQuery(
      client,
      quizQuestionsQueryKey("bn"),
      new ApiError("The quiz is unavailable", 503),
    );
    const bn = textOf(renderScreen(<QuizForm />, { client, language: "bn" }));
    expect(bn).toContain("আবার চেষ্টা করুন");
  });

  it("says there are no questions yet when the quiz has none", () => {
    const client = queryCache();
    client.setQueryData(quizQuestionsQueryKey("en"), { questions: [] });
    const text = textOf(renderScreen(<QuizForm />, { client }));
    expect(text).toBe("No quiz questions yet");
  });

  it("shows the questions and asks a visitor to sign in to submit", () => {
    const client = queryCache();
    client.setQueryData(quizQuestionsQueryKey("en"), {
      questions: [
        {
          id: "one",
          text: "What does HTML stand for?",
          options: [
            { id: "a", text: "HyperText Markup Language" },
            { id: "b", text: "High Tech Modern Language" },
            { id: "c", text: "Home Tool Markup Language" },
            { id: "d", text: "Hyperlinks and Text Markup Language" },
          ],
        },
      ],
    });
    const text = textOf(renderScreen(<QuizForm />, { client }));
    expect(text).toContain("What does HTML stand for?");
    expect(text).toContain("HyperText Markup Language");
    expect(text).toContain("Sign in to submit");
    expect(text).not.toContain("Could not load");
  });
});
