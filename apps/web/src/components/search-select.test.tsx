// The search select's own work on leaving the box (showing the chosen item's label again instead
// of a half-typed search) survives a caller's onBlur, which runs after it. The unit tests render
// without a browser, so Mantine's Select is replaced by one that keeps the props it is given, and
// React's useState by one that notes what the component sets its state to.
import type { SelectProps } from "@mantine/core";
import type { FocusEvent } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { loadLanguages, renderScreen } from "@/test/render-screen";
import { SearchSelect } from "./search-select";

const seen = vi.hoisted(() => ({
  select: undefined as SelectProps | undefined,
  set: [] as unknown[],
}));

vi.mock("@mantine/core", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@mantine/core")>()),
  Select: (props: SelectProps) => {
    seen.select = props;
    return null;
  },
}));

vi.mock("react", async (importOriginal) => {
  const react = await importOriginal<typeof import("react")>();
  return {
    ...react,
    useState: <S,>(initial: S | (() => S)) => {
      const [state, setState] = react.useState(initial);
      const noted = (next: S) => {
        seen.set.push(next);
        setState(next);
      };
      return [state, noted] as const;
    },
  };
});

beforeAll(loadLanguages);

const search = () => ({ queryKey: ["search-select-test"], queryFn: () => ({ items: [] }) });

describe("the search select", () => {
  it("clears a half-typed search on leaving the box, then runs the caller's onBlur", () => {
    const calls: string[] = [];
    renderScreen(
      <SearchSelect<{ id: string }>
        label="Teacher"
        search={search}
        optionOf={(item) => ({ value: item.id, label: item.id })}
        value={null}
        onChange={() => undefined}
        nothingFound="None"
        onBlur={() => calls.push(`caller, state set ${seen.set.length} times`)}
      />,
    );
    const onBlur = seen.select?.onBlur;
    expect(onBlur).toBeTypeOf("function");
    seen.set.length = 0;
    onBlur?.({ type: "blur" } as FocusEvent<HTMLInputElement>);
    // The component's own: nothing is chosen, so the box is emptied; then the caller's.
    expect(seen.set).toEqual([""]);
    expect(calls).toEqual(["caller, state set 1 times"]);
  });
});
