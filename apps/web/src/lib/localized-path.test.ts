import { describe, expect, it } from "vitest";
import { localizedPath, pageAddress, switchTarget } from "./localized-path";

describe("localizedPath", () => {
  it("sends a Bengali page's links to the Bengali public pages, query included", () => {
    expect(localizedPath("/fees", "bn")).toBe("/bn/fees");
    expect(localizedPath("/", "bn")).toBe("/bn/");
    expect(localizedPath("/single?id=abc", "bn")).toBe("/bn/single?id=abc");
    expect(localizedPath("/bn/fees", "en")).toBe("/fees");
    expect(localizedPath("/fees", "en")).toBe("/fees");
  });

  it("leaves the screens with one address, and anything not a path, as they are", () => {
    expect(localizedPath("/dash", "bn")).toBe("/dash");
    expect(localizedPath("/tickets", "bn")).toBe("/tickets");
    expect(localizedPath("/staff", "bn")).toBe("/staff");
    expect(localizedPath("https://example.com/fees", "bn")).toBe("https://example.com/fees");
    expect(localizedPath("#main", "bn")).toBe("#main");
  });
});

describe("switchTarget", () => {
  it("keeps the reader on the same public page in the other language", () => {
    expect(switchTarget("/fees", "bn")).toBe("/bn/fees");
    expect(switchTarget("/bn/fees", "en")).toBe("/fees");
    expect(switchTarget("/", "bn")).toBe("/bn/");
    expect(switchTarget("/bn/", "en")).toBe("/");
    expect(switchTarget("/bn", "en")).toBe("/");
    expect(switchTarget("/bn/single?id=x#photos", "en")).toBe("/single?id=x#photos");
    expect(switchTarget("/reset-password?token=t", "bn")).toBe("/bn/reset-password?token=t");
  });

  it("changes language in place on a screen with one address", () => {
    expect(switchTarget("/dash", "bn")).toBeNull();
    expect(switchTarget("/ticket/42", "en")).toBeNull();
    expect(switchTarget("/no-such-page", "bn")).toBeNull();
  });
});

describe("pageAddress", () => {
  it("is the page's address without its language", () => {
    expect(pageAddress("/bn/fees")).toBe("/fees");
    expect(pageAddress("/bn/")).toBe("/");
    expect(pageAddress("/fees")).toBe("/fees");
  });
});
