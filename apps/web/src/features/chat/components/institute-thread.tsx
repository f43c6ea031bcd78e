// A customer's thread with the institute (decision 053), seen by the customer (written to the
// institute, the replies signed with their member of staff's first name) or by staff answering
// from the inbox (the customer on one side, the institute's replies on the other).

import { type InstituteMessage, SendInstituteAckSchema } from "@app/shared/chat";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useInstitute } from "@/lib/use-institute";
import { addInstituteMessage } from "../api/add-institute-message";
import { chatKeys } from "../api/chat-keys";
import { useInstituteMessages } from "../api/get-institute-messages";
import { useMarkInstituteRead } from "../api/mark-institute-read";
import type { ChatSocket } from "../api/use-chat-socket";
import { type ThreadLine, ThreadView } from "./thread-view";

type Props = {
  /** The thread's customer: the reader themselves, or the one staff answer. */
  customer: { _id: string; name: string };
  /** Whether the reader answers for the institute. */
  staff: boolean;
  socket: ChatSocket | null;
  visible: boolean;
  onBack?: () => void;
};

export function InstituteThread({ customer, staff, socket, visible, onBack }: Props) {
  const { t } = useLingui();
  const institute = useInstitute().name;
  const queryClient = useQueryClient();
  const history = useInstituteMessages(customer._id);
  const { mutate: markReadMutate, isPending: marking } = useMarkInstituteRead(staff);

  const messages = useMemo<InstituteMessage[] | undefined>(
    () => history.data && [...history.data.pages].reverse().flatMap((page) => page.messages),
    [history.data],
  );
  const lines = useMemo<ThreadLine[] | undefined>(
    () =>
      messages?.map((m) => {
        const line = { _id: m._id, text: m.text, createdAt: m.createdAt };
        // A reply: the institute, signed with its member of staff's first name when known.
        const reply = m.staffName ? t`${m.staffName}, ${institute}` : institute;
        if (staff) {
          return m.fromInstitute
            ? { ...line, mine: true, who: reply, byline: m.staffName || institute }
            : { ...line, mine: false, who: customer.name };
        }
        return m.fromInstitute
          ? { ...line, mine: false, who: reply, byline: m.staffName || institute }
          : { ...line, mine: true, who: "" };
      }),
    [messages, staff, customer.name, institute, t],
  );
  // The other side's messages: the customer's for staff, the replies for the customer.
  const hasUnread = messages?.some((m) => m.fromInstitute !== staff && m.readAt === null) ?? false;
  const markRead = useCallback(() => markReadMutate(customer._id), [markReadMutate, customer._id]);
  const name = staff ? customer.name : institute;

  return (
    <ThreadView
      title={name}
      note={
        staff
          ? t`Any member of staff may answer; your first name shows with your reply.`
          : t`Our staff read this chat and answer you here.`
      }
      history={history}
      lines={lines}
      hasUnread={hasUnread}
      markRead={markRead}
      marking={marking}
      socket={socket}
      emit={(open, text, ack) =>
        open.emit(
          "sendInstituteMessage",
          staff ? { customerId: customer._id, text } : { text },
          ack,
        )
      }
      settle={(answer) => {
        const ack = SendInstituteAckSchema.safeParse(answer);
        if (!ack.success) return t`The message could not be sent`;
        if (!ack.data.ok) return ack.data.message;
        addInstituteMessage(queryClient, ack.data.message);
        void queryClient.invalidateQueries({ queryKey: chatKeys.instituteThreads });
        return null;
      }}
      visible={visible}
      {...(onBack ? { onBack } : {})}
      listLabel={t`Messages with ${name}`}
      logLabel={t`Conversation with ${name}`}
      placeholder={t`Write to ${name}`}
      emptyText={staff ? t`No messages yet.` : t`No messages yet. Ask us anything!`}
    />
  );
}
