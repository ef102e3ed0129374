import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CLASS_MESSAGES, classResponseSchema } from '@prepshelf/contract';
import { FirstLoginStep } from '../src/features/home/components/first-login-step';
import { setLanguage } from '../src/lib/i18n/i18n';
import { answer, failure } from './support/answers';
import { renderScreen } from './support/render-screen';
import { server } from './support/server';

function aJoinedClass(name: string) {
  return {
    success: true,
    message: CLASS_MESSAGES.joined,
    class: {
      _id: 'class-1',
      name,
      subject: 'Physics',
      term: '2026',
      category: 'sciTechnology',
      description: '',
      status: 'open',
      joinCode: null,
      staff: [{ _id: 'user-9', username: 'teacher' }],
      memberCount: 31,
      canManage: false,
      isMember: true,
      unreadNotices: 0,
      newItems: 0,
      createdAt: '2026-11-25T10:00:00.000Z',
    },
  };
}

/** Answers POST /api/classes/join with `reply`, keeping what was sent. */
function answerJoin(reply: () => Response) {
  const sent: { code: unknown; token: string | null; language: string | null }[] = [];
  server.use(
    http.post('/api/classes/join', async ({ request }) => {
      const body = (await request.json()) as { code?: unknown };
      sent.push({
        code: body.code,
        token: request.headers.get('AuthToken'),
        language: request.headers.get('Accept-Language'),
      });
      return reply();
    }),
  );
  return sent;
}

async function renderStep() {
  const onChoose = vi.fn();
  const onSkip = vi.fn();
  const view = await renderScreen(<FirstLoginStep onChoose={onChoose} onSkip={onSkip} />, { role: 'Student' });
  return { ...view, onChoose, onSkip };
}

describe("the first login's class join code", () => {
  it('is optional: the stream and the skip are there beside it', async () => {
    const { user, onSkip } = await renderStep();
    server.use(http.post('/api/personal/stream/skip', () => HttpResponse.json({ success: true })));

    expect(screen.getByRole('heading', { name: 'Have a join code from your teacher?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Class join code (optional)')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Sci-Technology' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    await vi.waitFor(() => expect(onSkip).toHaveBeenCalled());
  });

  it('joins the class the code names, with the session, and says so', async () => {
    const sent = answerJoin(() => answer(classResponseSchema, aJoinedClass('Physics 101')));
    const { user, onChoose } = await renderStep();

    await user.type(screen.getByLabelText('Class join code (optional)'), ' ab12cd ');
    await user.click(screen.getByRole('button', { name: 'Join class' }));

    expect(await screen.findByRole('status')).toHaveTextContent('You have joined Physics 101.');
    expect(sent).toEqual([{ code: 'ab12cd', token: 'test-token-Student', language: 'en' }]);
    // The stream is still asked.
    await user.click(screen.getByRole('button', { name: 'Commerce' }));
    expect(onChoose).toHaveBeenCalledWith('commerce');
  });

  it("shows the server's refusal, and a code can be tried again", async () => {
    let isFirst = true;
    answerJoin(() => {
      const reply = isFirst
        ? failure(400, CLASS_MESSAGES.codeInvalid)
        : answer(classResponseSchema, aJoinedClass('Maths'));
      isFirst = false;
      return reply;
    });
    const { user } = await renderStep();
    const field = screen.getByLabelText('Class join code (optional)');

    await user.type(field, 'WRONG1');
    await user.click(screen.getByRole('button', { name: 'Join class' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CLASS_MESSAGES.codeInvalid);

    await user.clear(field);
    await user.type(field, 'RIGHT1');
    await user.click(screen.getByRole('button', { name: 'Join class' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You have joined Maths.');
  });

  it('says it could not reach PrepShelf when the network fails, never that the code is wrong', async () => {
    answerJoin(() => HttpResponse.error());
    const { user } = await renderStep();

    await user.type(screen.getByLabelText('Class join code (optional)'), 'AB12CD');
    await user.click(screen.getByRole('button', { name: 'Join class' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't reach PrepShelf.");
  });

  it('speaks Hindi, and asks the server for its answer in Hindi', async () => {
    await setLanguage('hi', { remember: false });
    const sent = answerJoin(() => answer(classResponseSchema, aJoinedClass('भौतिकी')));
    const { user } = await renderStep();

    expect(screen.getByRole('heading', { name: 'क्या आपके शिक्षक ने कक्षा का जॉइन कोड दिया है?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('कक्षा का जॉइन कोड (वैकल्पिक)'), 'AB12CD');
    await user.click(screen.getByRole('button', { name: 'कक्षा में जुड़ें' }));

    expect(await screen.findByRole('status')).toHaveTextContent('आप भौतिकी में जुड़ गए हैं।');
    expect(sent[0]?.language).toBe('hi');
    expect(screen.getByRole('button', { name: 'अभी छोड़ें' })).toBeInTheDocument();
  });
});
