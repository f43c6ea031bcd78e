// The real-time socket (socket.io on /socket.io, sharing the HTTP server). Every connection is
// authenticated in the handshake with the same check as HTTP bearer tokens. With REDIS_URL the
// Redis adapter relays room emits between processes, so a message sent through one process reaches
// the receiver's sockets on every other one (and after a Redis outage, which loses what was relayed
// meanwhile, tells its sockets to catch up); without it the in-memory adapter serves one process.

import {
  CHAT_SOCKET_PATH,
  CHAT_UNAUTHORIZED,
  type ChatClientToServerEvents,
  type ChatServerToClientEvents,
} from "@app/shared/chat";
import type { FastifyBaseLogger } from "fastify";
import fp from "fastify-plugin";
import type { Redis } from "ioredis";
import { Server } from "socket.io";
import { readerLanguage, translate } from "../lib/i18n";
import { CHOOSE_PASSWORD_FIRST, type CurrentUser, sessionRoom } from "./auth";

const SERVICE_UNAVAILABLE = /*i18n*/ {
  id: "chat.unavailable",
  message: "Service unavailable, please try again",
};

/** What the handshake leaves on every socket. */
export type SocketData = {
  user: CurrentUser;
  /** Kept so each message re-checks the token (role change, reset or deletion takes effect). */
  token: string;
};

export type ChatServer = Server<
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  Record<string, never>,
  SocketData
>;

declare module "fastify" {
  interface FastifyInstance {
    io: ChatServer;
  }
}

/** The room holding every socket (tab, device, process) of one user. */
export const userRoom = (userId: string): string => `user:${userId}`;

export const socketPlugin = fp(
  async (app) => {
    const io: ChatServer = new Server(app.server, {
      path: CHAT_SOCKET_PATH,
      // WebSocket only: one connection from the opening to the end, which a balancer may hand to
      // any process. HTTP long-polling's requests would all have to reach the process that opened
      // the session, so the balancer would have to be sticky (decision 032).
      transports: ["websocket"],
      serveClient: false,
      // Chat payloads are small (2000 characters); refuse big frames before parsing them.
      maxHttpBufferSize: 64 * 1024,
    });

    io.use((socket, next) => {
      const auth: Record<string, unknown> = socket.handshake.auth;
      const token = auth.token;
      if (typeof token !== "string" || token.length === 0 || token.length > 4096) {
        next(new Error(CHAT_UNAUTHORIZED));
        return;
      }
      app.userFromToken(token).then(
        (user) => {
          if (!user) {
            next(new Error(CHAT_UNAUTHORIZED));
            return;
          }
          // As over HTTP: a password someone else chose is replaced before anything else.
          if (user.must_change_password === 1) {
            const language = readerLanguage(user, socket.handshake.headers["accept-language"]);
            next(new Error(translate(language, CHOOSE_PASSWORD_FIRST)));
            return;
          }
          socket.data = { user, token };
          next();
        },
        (error: unknown) => {
          app.log.error({ err: error }, "socket handshake failed");
          const language = readerLanguage(null, socket.handshake.headers["accept-language"]);
          next(new Error(translate(language, SERVICE_UNAVAILABLE)));
        },
      );
    });

    if (app.redis) {
      const { publisher, subscriber, prefix } = app.redis;
      const { createAdapter } = await import("@socket.io/redis-adapter");
      io.adapter(createAdapter(publisher, subscriber, { key: `${prefix}:socket.io` }));
      catchUpAfterRedisOutage(io, subscriber, app.log);
    }

    app.decorate("io", io);
    // Every socket sits in its session's room: ending the session closes it (app.endSessions).
    io.on("connection", (socket) => {
      void socket.join(sessionRoom(socket.data.user.session_id));
    });

    // Open sockets would keep the HTTP server from closing: drop them first, by closing their
    // connections (engine.io), not with socket.io's disconnect: a client takes a server's
    // disconnect as final, but a closed connection as a drop, and reconnects by itself (through
    // the proxy, to another process), then catches up on what it missed.
    app.addHook("preClose", async () => {
      io.engine.close();
    });
    app.addHook("onClose", async () => {
      // While Redis is away, the Redis adapter's close would queue its unsubscribes, only to have
      // them given up when the redis plugin drops the connections next. Those subscriptions end
      // with the connection anyway, and the sockets were closed in preClose: nothing is left for
      // io.close() to do.
      if (app.redis && !app.redis.available()) return;
      // io.close() also closes the HTTP server, which Fastify has already closed; that error is
      // expected and ignored.
      await io.close().catch(() => {});
    });
  },
  { name: "socket", dependencies: ["auth", "redis"] },
);

/**
 * Redis pub/sub keeps nothing: a room broadcast published while this process's subscriber was
 * away never reaches its sockets, although the message is stored and the sockets stayed
 * connected (so they never reconnect and refetch). Once the subscriber is back, tell this
 * process's sockets to fetch what they may have missed (`catchUp`). ioredis subscribes again as it
 * becomes ready; a PING answered after those commands shows the subscriptions hold, so a message
 * published from then on arrives live and one stored before is in what the client fetches.
 */
function catchUpAfterRedisOutage(io: ChatServer, subscriber: Redis, log: FastifyBaseLogger): void {
  let lost = false;
  subscriber.on("close", () => {
    lost = true;
  });
  subscriber.on("ready", () => {
    if (!lost) return;
    lost = false;
    subscriber.ping().then(
      () => {
        io.local.emit("catchUp");
        log.info(
          { sockets: io.sockets.sockets.size },
          "Redis is back: chat sockets told to catch up",
        );
      },
      // Gone again before answering: the next "ready" tries again.
      () => {
        lost = true;
      },
    );
  });
}
