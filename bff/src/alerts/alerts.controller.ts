import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  AlertsPatterns,
  alertManageLinkBody,
  alertSignUpBody,
  alertTargetBody,
  alertTokenSchema,
  type AlertDataExport,
  type AlertLinkReply,
  type AlertSignUpReply,
  type MyAlertsDto,
} from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createZodDto, ZodValidationPipe } from 'nestjs-zod';
import { z } from 'zod';
import { Public } from '../auth/access.decorators';
import { RateLimited } from '../http/rate-limits';

class AlertSignUpBody extends createZodDto(alertSignUpBody) {}
class AlertManageLinkBody extends createZodDto(alertManageLinkBody) {}
class AlertTargetBody extends createZodDto(alertTargetBody) {}

const tokenParam = new ZodValidationPipe(alertTokenSchema);
const alertIdParam = new ZodValidationPipe(z.uuid());

/**
 * Price and stock alerts (issue 27). The client address logged as proof of consent is the one the
 * edge decided (request.ip under TRUSTED_PROXIES), never a header the client sent itself.
 */
@ApiTags('alerts')
@ApiBadRequestResponse({ description: 'Malformed e-mail address, token or body' })
@ApiNotFoundResponse({ description: 'ALERTS.LINK_NOT_FOUND / LINK_USED / LINK_EXPIRED: the link does nothing' })
@Public()
@Controller('alerts')
export class AlertsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @RateLimited('alert-sign-up')
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'The alert waits for confirmation; a confirmation mail is on its way (or was sent in the last 10 minutes)' })
  signUp(@Body() body: AlertSignUpBody, @Req() request: FastifyRequest): Promise<AlertSignUpReply> {
    return this.rpc.send(AlertsPatterns.signUp, { ...body, ip: request.ip });
  }

  @Post('confirm/:token')
  @RateLimited('shopper-write')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The alert is active; a My alerts token for the address' })
  confirm(@Param('token', tokenParam) token: string, @Req() request: FastifyRequest): Promise<AlertLinkReply> {
    return this.rpc.send(AlertsPatterns.confirm, { token, ip: request.ip });
  }

  /** The mail's List-Unsubscribe address opened in a browser: the page that asks first. */
  @Get('unsubscribe/:token')
  redirectToPage(@Param('token', tokenParam) token: string, @Res() reply: FastifyReply): void {
    void reply.status(303).header('location', `/alerts/unsubscribe/${token}`).header('cache-control', 'no-store').send();
  }

  @Get('unsubscribe/:token/alert')
  @ApiOkResponse({ description: 'The alert the unsubscribe link names (for its page)' })
  unsubscribePreview(@Param('token', tokenParam) token: string): Promise<AlertLinkReply> {
    return this.rpc.send(AlertsPatterns.unsubscribePreview, { token });
  }

  /** RFC 8058 one-click (`List-Unsubscribe=One-Click`, form-encoded) and the page's button: 200, no page. */
  @Post('unsubscribe/:token')
  @RateLimited('shopper-write')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The alert is ended (again: still ended)' })
  unsubscribe(@Param('token', tokenParam) token: string): Promise<AlertLinkReply> {
    return this.rpc.send(AlertsPatterns.unsubscribe, { token });
  }

  @Post('manage-link')
  @RateLimited('alert-sign-up')
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'A My alerts link is mailed if the address has alerts (the answer is the same either way)' })
  requestManageLink(@Body() body: AlertManageLinkBody, @Req() request: FastifyRequest): Promise<{ accepted: true }> {
    return this.rpc.send(AlertsPatterns.requestManageLink, { ...body, ip: request.ip });
  }

  @Get('manage/:token')
  @ApiOkResponse({ description: "The address's alerts" })
  list(@Param('token', tokenParam) token: string): Promise<MyAlertsDto> {
    return this.rpc.send(AlertsPatterns.list, { token });
  }

  @Put('manage/:token/:alertId')
  @RateLimited('shopper-write')
  @ApiOkResponse({ description: 'The alerts after changing the target price' })
  update(@Param('token', tokenParam) token: string, @Param('alertId', alertIdParam) alertId: string, @Body() body: AlertTargetBody): Promise<MyAlertsDto> {
    return this.rpc.send(AlertsPatterns.update, { token, alertId, targetPrice: body.targetPrice });
  }

  @Delete('manage/:token/:alertId')
  @RateLimited('shopper-write')
  @ApiOkResponse({ description: 'The alerts after removing one' })
  removeOne(@Param('token', tokenParam) token: string, @Param('alertId', alertIdParam) alertId: string): Promise<MyAlertsDto> {
    return this.rpc.send(AlertsPatterns.remove, { token, alertId });
  }

  @Delete('manage/:token')
  @RateLimited('shopper-write')
  @ApiOkResponse({ description: 'No alerts left' })
  removeAll(@Param('token', tokenParam) token: string): Promise<MyAlertsDto> {
    return this.rpc.send(AlertsPatterns.remove, { token });
  }

  /** RFC 8058 one-click of a digest: every alert of the address. */
  @Post('manage/:token/unsubscribe-all')
  @RateLimited('shopper-write')
  @HttpCode(200)
  async unsubscribeAll(@Param('token', tokenParam) token: string): Promise<MyAlertsDto> {
    return this.rpc.send(AlertsPatterns.remove, { token });
  }

  @Get('manage/:token/data')
  @ApiOkResponse({ description: 'Download my data: everything held about the address, as a JSON file' })
  async exportData(@Param('token', tokenParam) token: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<AlertDataExport> {
    const data = await this.rpc.send(AlertsPatterns.exportData, { token });
    void reply.header('content-disposition', 'attachment; filename="lumina-alerts-data.json"').header('cache-control', 'no-store');
    return data;
  }

  @Delete('manage/:token/data')
  @RateLimited('shopper-write')
  @ApiOkResponse({ description: 'Delete my data: only a hashed-address consent record stays, for 3 years' })
  eraseData(@Param('token', tokenParam) token: string): Promise<{ erased: true }> {
    return this.rpc.send(AlertsPatterns.eraseData, { token });
  }
}
