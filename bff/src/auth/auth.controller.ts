import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { adminLoginSchema, changePasswordSchema, type AdminSessionDto, type AdminLoginInput } from '@lumina/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodValidationPipe } from 'nestjs-zod';
import type { z } from 'zod';
import type { BffConfig } from '../config';
import { BFF_CONFIG } from '../tokens';
import { RateLimited } from '../http/rate-limits';
import { BeforePasswordChange, Public } from './access.decorators';
import { clearSessionCookie, setSessionCookie } from './admin-request';
import type { AdminSession } from './admin-session.store';
import { AuthAudit } from './auth-audit';
import { AuthService } from './auth.service';

function sessionOf(request: FastifyRequest): AdminSession {
  // The access guard has run: a route without @Public() never gets here without a session.
  if (!request.adminSession) throw new UnauthorizedException('Sign in to continue');
  return request.adminSession;
}

const toDto = (session: AdminSession): AdminSessionDto => ({ user: session.user, csrfToken: session.csrfToken, mustChangePassword: session.mustChangePassword });

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly audit: AuthAudit,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  @Public()
  @Post('login')
  @RateLimited('sign-in')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Signed in: the user and the CSRF token; sets the httpOnly session cookie. 401 wrong email or password; 429 with Retry-After after 10 failures (email + address), while guessing at the account is slowed, over SIGN_IN_RATE_PER_ADDRESS a minute, or with no free hash slot' })
  async login(
    @Body(new ZodValidationPipe(adminLoginSchema)) body: AdminLoginInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminSessionDto> {
    try {
      const session = await this.auth.login(body.email, body.password, request.ip);
      setSessionCookie(reply, this.config, session.id);
      await this.audit.signedIn(session.user);
      return toDto(session);
    } catch (error) {
      await this.audit.signInFailed(body.email, error);
      const retryAfter = (error as { getResponse?: () => unknown }).getResponse?.() as { retryAfter?: number } | undefined;
      if (retryAfter?.retryAfter) void reply.header('retry-after', String(retryAfter.retryAfter));
      throw error;
    }
  }

  @Get('me')
  @BeforePasswordChange()
  @ApiOkResponse({ description: 'The signed-in user, the CSRF token and whether a one-time password awaits its change (401 without a session)' })
  me(@Req() request: FastifyRequest): AdminSessionDto {
    return toDto(sessionOf(request));
  }

  @Post('logout')
  @HttpCode(204)
  @BeforePasswordChange()
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const session = sessionOf(request);
    await this.auth.logout(session);
    clearSessionCookie(reply, this.config);
    await this.audit.signedOut(session.user);
  }

  /** The session id rotates: the answer sets a new cookie and carries a new CSRF token; the old cookie is dead. */
  @Post('password')
  @HttpCode(200)
  @BeforePasswordChange()
  @ApiOkResponse({ description: 'The new session (new cookie, new CSRF token); every earlier session of the user has ended. 400 wrong current password' })
  async changePassword(
    @Body(new ZodValidationPipe(changePasswordSchema)) body: z.infer<typeof changePasswordSchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminSessionDto> {
    const session = sessionOf(request);
    try {
      const renewed = await this.auth.changePassword(session, body.currentPassword, body.newPassword);
      setSessionCookie(reply, this.config, renewed.id);
      await this.audit.passwordChanged(session.user);
      return toDto(renewed);
    } catch (error) {
      await this.audit.passwordChanged(session.user, error);
      throw error;
    }
  }
}
