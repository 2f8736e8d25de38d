import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AlertsPatterns,
  alertConfirmPayload,
  alertManageLinkPayload,
  alertRemovePayload,
  alertSignUpPayload,
  alertTokenPayload,
  alertUpdatePayload,
  type AlertConfirmPayload,
  type AlertDataExport,
  type AlertLinkReply,
  type AlertManageLinkPayload,
  type AlertRemovePayload,
  type AlertSignUpPayload,
  type AlertSignUpReply,
  type AlertTokenPayload,
  type AlertUpdatePayload,
  type MyAlertsDto,
} from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { SubscriptionsService } from './subscriptions.service';

@Controller()
export class SubscriptionsHandlers {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @MessagePattern(AlertsPatterns.signUp)
  signUp(@Payload(new ZodPayloadPipe(alertSignUpPayload)) payload: AlertSignUpPayload): Promise<AlertSignUpReply> {
    return this.subscriptions.signUp(payload);
  }

  @MessagePattern(AlertsPatterns.confirm)
  confirm(@Payload(new ZodPayloadPipe(alertConfirmPayload)) payload: AlertConfirmPayload): Promise<AlertLinkReply> {
    return this.subscriptions.confirm(payload);
  }

  @MessagePattern(AlertsPatterns.unsubscribePreview)
  unsubscribePreview(@Payload(new ZodPayloadPipe(alertTokenPayload)) payload: AlertTokenPayload): Promise<AlertLinkReply> {
    return this.subscriptions.unsubscribePreview(payload.token);
  }

  @MessagePattern(AlertsPatterns.unsubscribe)
  unsubscribe(@Payload(new ZodPayloadPipe(alertTokenPayload)) payload: AlertTokenPayload): Promise<AlertLinkReply> {
    return this.subscriptions.unsubscribe(payload.token);
  }

  @MessagePattern(AlertsPatterns.requestManageLink)
  requestManageLink(@Payload(new ZodPayloadPipe(alertManageLinkPayload)) payload: AlertManageLinkPayload): Promise<{ accepted: true }> {
    return this.subscriptions.requestManageLink(payload);
  }

  @MessagePattern(AlertsPatterns.list)
  list(@Payload(new ZodPayloadPipe(alertTokenPayload)) payload: AlertTokenPayload): Promise<MyAlertsDto> {
    return this.subscriptions.list(payload.token);
  }

  @MessagePattern(AlertsPatterns.update)
  update(@Payload(new ZodPayloadPipe(alertUpdatePayload)) payload: AlertUpdatePayload): Promise<MyAlertsDto> {
    return this.subscriptions.update(payload);
  }

  @MessagePattern(AlertsPatterns.remove)
  remove(@Payload(new ZodPayloadPipe(alertRemovePayload)) payload: AlertRemovePayload): Promise<MyAlertsDto> {
    return this.subscriptions.remove(payload);
  }

  @MessagePattern(AlertsPatterns.exportData)
  exportData(@Payload(new ZodPayloadPipe(alertTokenPayload)) payload: AlertTokenPayload): Promise<AlertDataExport> {
    return this.subscriptions.exportData(payload.token);
  }

  @MessagePattern(AlertsPatterns.eraseData)
  eraseData(@Payload(new ZodPayloadPipe(alertTokenPayload)) payload: AlertTokenPayload): Promise<{ erased: true }> {
    return this.subscriptions.eraseData(payload.token);
  }
}
