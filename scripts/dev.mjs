// `npm run dev`: the API with reload on change, and Vite's dev server (http://localhost:5173) proxying to it.
import { spawn } from "node:child_process";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const env = { DATA_DIR: join(root, "data"), ...process.env };
const children = [
  spawn("npm", ["run", "dev", "-w", "@app/server"], { cwd: root, stdio: "inherit", env }),
  spawn("npm", ["run", "dev", "-w", "@app/web"], { cwd: root, stdio: "inherit", env }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 1;
  });
