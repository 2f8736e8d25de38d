import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { adminLoginSchema, changePasswordSchema, type AdminSessionDto, type AdminLoginInput } from '@lumina/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodValidationPipe } from 'nestjs-zod';
import type { z } from 'zod';
import type { BffConfig } from '../config';
import { BFF_CONFIG } from '../tokens';
import { RateLimited } from '../http/rate-limits';
import { Public } from './access.decorators';
import { clearSessionCookie, setSessionCookie } from './admin-request';
import type { AdminSession } from './admin-session.store';
import { AuthService } from './auth.service';

function sessionOf(request: FastifyRequest): AdminSession {
  // The access guard has run: a route without @Public() never gets here without a session.
  if (!request.adminSession) throw new UnauthorizedException('Sign in to continue');
  return request.adminSession;
}

const toDto = (session: AdminSession): AdminSessionDto => ({ user: session.user, csrfToken: session.csrfToken });

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
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
      return toDto(session);
    } catch (error) {
      const retryAfter = (error as { getResponse?: () => unknown }).getResponse?.() as { retryAfter?: number } | undefined;
      if (retryAfter?.retryAfter) void reply.header('retry-after', String(retryAfter.retryAfter));
      throw error;
    }
  }

  @Get('me')
  @ApiOkResponse({ description: 'The signed-in user and the CSRF token (401 without a session)' })
  me(@Req() request: FastifyRequest): AdminSessionDto {
    return toDto(sessionOf(request));
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.logout(sessionOf(request));
    clearSessionCookie(reply, this.config);
  }

  @Post('password')
  @HttpCode(204)
  async changePassword(
    @Body(new ZodValidationPipe(changePasswordSchema)) body: z.infer<typeof changePasswordSchema>,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.auth.changePassword(sessionOf(request), body.currentPassword, body.newPassword);
  }
}
