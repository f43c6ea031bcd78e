// The web's one API client as a page uses it: what each call sends (the token, the path with its
// parameters, a multipart body) through whatever transport is set, and how it reads the answer
// (errors as ApiError with their issues, a paged list's total, a file).
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  ApiError,
  api,
  configureApiAuth,
  configureApiTransport,
  credentialsApi,
  multipart,
  readBlob,
  readJson,
  readPage,
} from "./api-client";

/** Answers every request with `answer` and keeps the requests sent. */
function answerWith(answer: () => Response): Request[] {
  const sent: Request[] = [];
  configureApiTransport(async (request) => {
    sent.push(request);
    return answer();
  });
  return sent;
}

const signedIn = (token: string | null) => {
  const onUnauthorized = vi.fn();
  configureApiAuth({ getToken: () => token, onUnauthorized });
  return onUnauthorized;
};

const failureOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => null,
    (failure: unknown) => failure,
  );

const Named = z.object({ name: z.string() });

afterEach(() => {
  configureApiTransport((request) => fetch(request));
  configureApiAuth({ getToken: () => null, onUnauthorized: () => {} });
});

describe("what a call sends", () => {
  it("goes through the configured transport (the server render's), by path and query", async () => {
    const sent = answerWith(() => Response.json({ name: "Tara" }));
    signedIn(null);
    await readJson(
      api.GET("/api/tickets/{id}", { params: { path: { id: "a/b c" } } }),
      z.unknown(),
    );
    await readPage(
      api.GET("/api/tickets", { params: { query: { page: 2, q: "bus", status: undefined } } }),
      z.unknown(),
    ).catch(() => {});
    const [one, list] = sent.map((request) => new URL(request.url));
    expect(one?.pathname).toBe("/api/tickets/a%2Fb%20c");
    expect(list?.pathname + (list?.search ?? "")).toBe("/api/tickets?page=2&q=bus");
  });

  it("carries the signed-in user's token, and none for a visitor", async () => {
    const sent = answerWith(() => Response.json({ name: "Tara" }));
    signedIn("token-1");
    await readJson(api.GET("/api/users/me"), Named);
    signedIn(null);
    await readJson(api.GET("/api/users/me"), Named);
    expect(sent.map((request) => request.headers.get("authorization"))).toEqual([
      "Bearer token-1",
      null,
    ]);
  });

  it("sends a JSON body as JSON and an upload as multipart with its boundary", async () => {
    const sent = answerWith(() => Response.json({ name: "Tara" }));
    signedIn("token-1");
    await readJson(api.POST("/api/weather", { body: { text: "Kolkata" } }), z.unknown());
    const form = new FormData();
    form.append("name", "Tara");
    form.append("photo", new Blob(["png"], { type: "image/png" }), "tara.png");
    await readJson(api.POST("/api/teachers", multipart(form)), Named);

    const [json, upload] = sent;
    expect(json?.headers.get("content-type")).toBe("application/json");
    expect(await json?.text()).toBe('{"text":"Kolkata"}');
    expect(upload?.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    const parts = await upload?.formData();
    expect(parts?.get("name")).toBe("Tara");
    expect(parts?.get("photo")).toBeInstanceOf(Blob);
  });
});

describe("the types generated from the API document", () => {
  it("refuse a call the document has not, and a schema that does not describe the answer", () => {
    const calls = [
      // @ts-expect-error: an old path of the specification, which the web must not call
      () => api.GET("/photo"),
      // @ts-expect-error: the weather's answer is { town, temp }, not { name }
      () => readJson(api.POST("/api/weather", { body: { text: "Kolkata" } }), Named),
    ];
    expect(calls).toHaveLength(2);
  });
});

describe("a 401", () => {
  it("signs the user out when it answers their token", async () => {
    answerWith(() => Response.json({ message: "Session expired", issues: [] }, { status: 401 }));
    const onUnauthorized = signedIn("token-1");
    const error = await failureOf(readJson(api.GET("/api/users/me"), Named));
    expect(error).toMatchObject({ status: 401, message: "Session expired" });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("signs nobody out when it is about the credentials a sign-in or sign-out carries", async () => {
    const sent = answerWith(() =>
      Response.json({ message: "Invalid credentials", issues: [] }, { status: 401 }),
    );
    const onUnauthorized = signedIn("token-1");
    const login = credentialsApi.POST("/api/users/login", {
      body: { email: "tara@example.org", password: "wrong password" },
    });
    expect(await failureOf(readJson(login, Named))).toMatchObject({
      status: 401,
      message: "Invalid credentials",
    });
    const logout = credentialsApi.POST("/api/users/logout", {
      headers: { Authorization: "Bearer old-token" },
    });
    await failureOf(readJson(logout, z.unknown()));
    expect(onUnauthorized).not.toHaveBeenCalled();
    // The sign-in is not sent the current user's token; the sign-out only the one it ends.
    expect(sent.map((request) => request.headers.get("authorization"))).toEqual([
      null,
      "Bearer old-token",
    ]);
  });
});

describe("an answer read", () => {
  it("turns a refusal into an ApiError carrying the body's issues", async () => {
    const answers = [
      { message: "Please enter a valid email", issues: [{ path: "email", message: "x" }] },
      { message: "Bad gateway" },
    ];
    for (const body of answers) {
      answerWith(() => Response.json(body, { status: 400 }));
      const error = await failureOf(
        readJson(
          api.POST("/api/users", { body: { name: "T", email: "t", password: "p" } }),
          z.unknown(),
        ),
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        message: body.message,
        status: 400,
        issues: body.issues ?? [],
      });
    }
  });

  it("names a refusal without a JSON body by its text, and no answer at all by status 0", async () => {
    answerWith(() => new Response("Bad Gateway", { status: 502 }));
    expect(await failureOf(readJson(api.GET("/api/courses"), z.unknown()))).toMatchObject({
      message: "Bad Gateway",
      status: 502,
      issues: [],
    });
    configureApiTransport(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await failureOf(readJson(api.GET("/api/courses"), z.unknown()))).toMatchObject({
      message: "Failed to fetch",
      status: 0,
    });
  });

  it("refuses an answer its schema does not describe", async () => {
    answerWith(() => Response.json({ title: "no name" }));
    const error = await failureOf(readJson(api.GET("/api/users/me"), Named));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200 });
  });

  it("reads a paged list's total from X-Total-Count, or counts the rows without it", async () => {
    answerWith(() =>
      Response.json([{ name: "Tara" }, { name: "Ravi" }], { headers: { "X-Total-Count": "57" } }),
    );
    expect(await readPage(api.GET("/api/users"), Named)).toEqual({
      items: [{ name: "Tara" }, { name: "Ravi" }],
      total: 57,
    });
    answerWith(() => Response.json([{ name: "Tara" }]));
    expect(await readPage(api.GET("/api/users"), Named)).toEqual({
      items: [{ name: "Tara" }],
      total: 1,
    });
  });

  it("hands a file over as a Blob", async () => {
    answerWith(() => new Response("%PDF-1.7", { headers: { "Content-Type": "application/pdf" } }));
    const file = await readBlob(
      api.GET("/api/invoices/{id}/pdf", { params: { path: { id: "inv-1" } }, parseAs: "blob" }),
    );
    expect(file.type).toBe("application/pdf");
    expect(await file.text()).toBe("%PDF-1.7");
  });
});
