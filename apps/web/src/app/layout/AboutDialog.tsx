import { Modal } from 'antd';
import { useTranslation } from '@oj/i18n';
import { useSiteConfig } from '@/hooks/use-site-config.ts';

/** Which About entry is open. */
export type AboutTopic = 'introduction' | 'developer';

/** The About menu's two dialogs: the site introduction and the project behind it. */
export function AboutDialog({ topic, onClose }: { topic: AboutTopic | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { config } = useSiteConfig();
  const projectLink = config.projectUrl ? (
    <a href={config.projectUrl} target="_blank" rel="noopener noreferrer">
      {config.projectName || config.projectUrl}
    </a>
  ) : (
    <span>{config.projectName}</span>
  );
  return (
    <Modal open={topic !== null} title={topic ? t(`nav.${topic}`) : null} footer={null} onCancel={onClose}>
      {topic === 'introduction' ? (
        <p>{t('about.introductionText', { name: config.name })}</p>
      ) : (
        <p>
          {t('about.developerText')} {projectLink}
        </p>
      )}
    </Modal>
  );
}
