/** Console log-in and sessions, the area's operator accounts and its audit log. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONSOLE_SESSION_COOKIE, consoleRoutes } from '@youlan/contract/console';
import type { AppContext } from '../../platform/context.ts';
import { registerConsoleRoute } from '../../platform/console/console-route.ts';
import { SESSION_ABSOLUTE_MS, createSession, endSession } from '../../platform/console/session.ts';
import { setUpFirstOperator } from './first-operator.service.ts';
import { addAreaOperator, changeAreaOperator, changeOwnPassword, describeSession, listAreaAudit, listAreaOperators, logIn, logOutEverywhere } from './operator.console.ts';

/** The cookie goes only to console API calls: visitor routes never see it. */
const COOKIE_PATH = '/api/console';

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  reply.setCookie(CONSOLE_SESSION_COOKIE, value, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    // Behind a TLS-terminating proxy this needs TRUST_PROXY (its hop count) to see https.
    secure: request.protocol === 'https',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(CONSOLE_SESSION_COOKIE, { path: COOKIE_PATH });
}

export function registerOperatorConsoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerConsoleRoute(app, ctx, consoleRoutes.consoleLogin, async ({ body, request, reply }) => {
    const { cookieValue, session } = await logIn(ctx.db, body.email, body.password, { ip: request.ip, userAgent: request.headers['user-agent'] });
    setSessionCookie(request, reply, cookieValue);
    return session;
  });

  registerConsoleRoute(app, ctx, consoleRoutes.consoleSetup, async ({ body, request, reply }) => {
    const row = await setUpFirstOperator(ctx.db, body.token, body, request.ip);
    const { cookieValue, session } = await createSession(ctx.db, row.id, { ip: request.ip, userAgent: request.headers['user-agent'] });
    setSessionCookie(request, reply, cookieValue);
    return describeSession(ctx.db, { ...session, operator: row });
  });

  registerConsoleRoute(app, ctx, consoleRoutes.getConsoleSession, async ({ session }) => describeSession(ctx.db, session));

  registerConsoleRoute(app, ctx, consoleRoutes.consoleLogout, async ({ session, reply }) => {
    const ended = await endSession(ctx.db, session.idHash);
    clearSessionCookie(reply);
    return { ended };
  });

  registerConsoleRoute(app, ctx, consoleRoutes.consoleLogoutEverywhere, async ({ actor, reply }) => {
    const ended = await logOutEverywhere(ctx.db, actor);
    clearSessionCookie(reply);
    return { ended };
  });

  registerConsoleRoute(app, ctx, consoleRoutes.changeConsolePassword, async ({ actor, session, body }) => {
    await changeOwnPassword(ctx.db, actor, session, body.currentPassword, body.newPassword);
    return { changed: true as const };
  });

  registerConsoleRoute(app, ctx, consoleRoutes.listOperators, async ({ area }) => listAreaOperators(ctx.db, area.id));
  registerConsoleRoute(app, ctx, consoleRoutes.createOperator, async ({ area, actor, body }) => addAreaOperator(ctx.db, actor, area.id, body));
  registerConsoleRoute(app, ctx, consoleRoutes.updateOperator, async ({ area, actor, params, body }) => changeAreaOperator(ctx.db, actor, area.id, params.id, body));
  registerConsoleRoute(app, ctx, consoleRoutes.listAudit, async ({ area, query }) => listAreaAudit(ctx.db, area.id, query));
}
