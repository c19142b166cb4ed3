import { EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { screens, type VendorChangeKind, vendorChangeKindLabels } from '@srm/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Descriptions, Result, Row, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCaptions } from '../../platform/captions.ts';
import { currentLanguage } from '../../platform/i18n.ts';
import { useSession } from '../../platform/session.ts';
import { ChangeRequestDialog } from './ChangeRequestDialog.tsx';
import { onboardingApi, onboardingKeys, type Profile } from './onboardingApi.ts';
import './onboarding.css';

type Pending = Profile['PENDING'][number];

/**
 * The company profile (Supplier/Profile, issue #34) of a vendor's own users: its master data in force (company,
 * address, contact, bank account, categories), the changes it asked for and waits on, and a warning naming the
 * mandatory documents it lacks. Contact, address and bank account change only by a request per section, which takes
 * effect once approved (a buyer; the bank account: finance); one request of a kind at a time.
 */
export default function CompanyProfilePage() {
  // The page of a vendor's own users: staff see vendors' data in their registrations and changes.
  return <CompanyProfile isVendor={Boolean(useSession().userInfo?.VENDOR_CODE)} />;
}

export function CompanyProfile({ isVendor }: { isVendor: boolean }) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const { message } = App.useApp();
  const [changing, setChanging] = useState<VendorChangeKind | null>(null);
  const query = useQuery({
    queryKey: onboardingKeys.profile,
    queryFn: ({ signal }) => onboardingApi.profile(signal),
    enabled: isVendor,
  });
  const profile = query.data;

  if (!isVendor)
    return (
      <Result
        status="info"
        title={t('onboarding.profile.staffTitle')}
        subTitle={t('onboarding.profile.staffHint')}
        data-testid="profile-staff"
      />
    );

  if (!profile)
    return query.isError ? (
      <Result
        status="warning"
        title={query.error.message}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
            {t('onboarding.profile.reload')}
          </Button>
        }
      />
    ) : (
      <Spin className="onb-loading" />
    );

  return (
    <div className="onb-profile" data-testid="profile-page">
      <div className="onb-profile-head">
        <h2 data-testid="profile-name">{profile.LEGAL_NAME || profile.VENDOR_NAME}</h2>
        <span className="onb-hint">
          {field('VENDOR_CODE')} {profile.VENDOR_CODE}
        </span>
      </div>
      <ProfileBanners profile={profile} />
      <ProfileCards profile={profile} onChange={setChanging} />
      {changing && (
        <ChangeRequestDialog
          kind={changing}
          profile={profile}
          onClose={() => setChanging(null)}
          onSubmit={async (body) => {
            await onboardingApi.requestChange(body);
            setChanging(null);
            void message.success(
              t(changing === 'bank' ? 'onboarding.profile.sentFinance' : 'onboarding.profile.sentBuyer'),
            );
            await query.refetch();
          }}
        />
      )}
    </div>
  );
}

/** The mandatory documents the company lacks, and the changes it asked for and waits on. */
function ProfileBanners({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const lang = currentLanguage();
  const colon = lang === 'en' ? ': ' : '：';
  const pendingText = (c: Pending) =>
    Object.entries(c.AFTER)
      .map(([f, v]) => `${field(f as 'ADDRESS')}${colon}${v}`)
      .join(lang === 'en' ? '; ' : '；');

  return (
    <>
      {profile.MISSING_DOCUMENTS.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="onb-banner"
          data-testid="profile-missing"
          title={t('onboarding.profile.missingTitle')}
          description={
            <>
              <ul className="onb-list">
                {profile.MISSING_DOCUMENTS.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
              <span>{t('onboarding.profile.missingHint')}</span>{' '}
              <Link to={screens.VendorDocuments.path}>{t('routes.VendorDocuments')}</Link>
            </>
          }
        />
      )}

      {profile.PENDING.length > 0 && (
        <Alert
          type="info"
          showIcon
          className="onb-banner"
          data-testid="profile-pending"
          title={t('onboarding.profile.pendingTitle')}
          description={
            <ul className="onb-list">
              {profile.PENDING.map((c) => (
                <li key={c.ID} data-kind={c.KIND}>
                  <strong>{vendorChangeKindLabels[c.KIND][lang]}</strong>
                  {colon}
                  {pendingText(c)}
                  <span className="onb-hint">
                    {' '}
                    {t('onboarding.profile.requested', {
                      by: c.REQUESTED_BY,
                      at: dayjs(c.REQUESTED_AT).format('YYYY-MM-DD HH:mm'),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          }
        />
      )}
    </>
  );
}

/** The master data in force by section; a section a vendor may change asks for it, or says it waits on a request. */
function ProfileCards({
  profile,
  onChange,
}: {
  profile: Profile;
  onChange: (kind: VendorChangeKind) => void;
}) {
  const { t } = useTranslation();
  const { field } = useCaptions();
  const lang = currentLanguage();
  const text = (value: string | null) =>
    value ? value : <span className="onb-empty">{t('onboarding.profile.notGiven')}</span>;
  const item = (name: keyof Profile & string, value: ReactNode, span?: 'filled') => (
    <Descriptions.Item label={field(name as 'LEGAL_NAME')} span={span}>
      <span data-testid={`profile-${name}`}>{value}</span>
    </Descriptions.Item>
  );
  const changeButton = (kind: VendorChangeKind) =>
    profile.PENDING.some((c) => c.KIND === kind) ? (
      <Tag color="gold" data-testid={`profile-pending-${kind}`}>
        {t('onboarding.profile.waiting')}
      </Tag>
    ) : (
      <Button
        size="small"
        icon={<EditOutlined />}
        onClick={() => onChange(kind)}
        data-testid={`profile-change-${kind}`}
      >
        {t('onboarding.profile.requestChange')}
      </Button>
    );
  const card = (kind: VendorChangeKind, children: ReactNode, hint?: string) => (
    <Col xs={24} xl={12}>
      <Card
        size="small"
        title={vendorChangeKindLabels[kind][lang]}
        extra={changeButton(kind)}
        className="onb-card"
      >
        <Descriptions size="small" column={1}>
          {children}
        </Descriptions>
        {hint && <p className="onb-hint">{hint}</p>}
      </Card>
    </Col>
  );

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card size="small" title={t('onboarding.register.company')} className="onb-card">
          <Descriptions size="small" column={1}>
            {item('LEGAL_NAME', text(profile.LEGAL_NAME))}
            {item('TAX_ID', text(profile.TAX_ID))}
            {item(
              'CATEGORIES',
              profile.CATEGORIES.length > 0
                ? profile.CATEGORIES.map((c) => <Tag key={c}>{c}</Tag>)
                : text(null),
            )}
          </Descriptions>
          <p className="onb-hint">{t('onboarding.profile.companyByBuyer')}</p>
        </Card>
      </Col>
      {card('address', item('ADDRESS', text(profile.ADDRESS)))}
      {card(
        'contact',
        <>
          {item('CONTACT_NAME', text(profile.CONTACT_NAME))}
          {item('CONTACT_PHONE', text(profile.CONTACT_PHONE))}
          {item('CONTACT_EMAIL', text(profile.CONTACT_EMAIL))}
        </>,
      )}
      {card(
        'bank',
        <>
          {item('BANK_NAME', text(profile.BANK_NAME))}
          {item('BANK_ACCOUNT_NAME', text(profile.BANK_ACCOUNT_NAME))}
          {item(
            'BANK_ACCOUNT_NO',
            profile.BANK_ACCOUNT_NO ? (
              <span className="onb-account">{profile.BANK_ACCOUNT_NO}</span>
            ) : (
              text(null)
            ),
          )}
        </>,
        t('onboarding.profile.bankByFinance'),
      )}
    </Row>
  );
}
