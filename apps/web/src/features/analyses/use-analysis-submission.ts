import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { projectsQueryKey } from '@/features/projects';
import { followAnalysis } from './analysis-runs';
import { getSubmission, setSubmission } from './submissions';
import {
  analysisFailureMessage,
  NAVIGATION_DELAY_MS,
  prepareSubmission,
  startAnalysis,
} from './submit-analysis';

/**
 * SPEC 4 (submitting the intake form): read the files, start the analysis, move to /results
 * about 200 ms later while it is sent and runs, and report completion or failure by toast
 * wherever the advisor is by then.
 */
export function useAnalysisSubmission() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function send(submissionId: string, notes: string, files: readonly File[]) {
    try {
      const { extractedDocumentText, attachments } = await prepareSubmission(files);
      toast.info('Analyzing Client Data', {
        description: 'Generating personalized strategy recommendations...',
      });
      const projectId = await startAnalysis(notes, attachments);
      followAnalysis(queryClient, projectId, {
        onCompleted: () => {
          toast.success('Analysis Complete', { description: 'Your client analysis is ready.' });
          void queryClient.invalidateQueries({ queryKey: projectsQueryKey });
        },
        onFailed: (error) => {
          toast.error('Analysis Failed', { description: analysisFailureMessage(error) });
          void queryClient.invalidateQueries({ queryKey: projectsQueryKey });
        },
      });
      void queryClient.invalidateQueries({ queryKey: projectsQueryKey });
      setSubmission(queryClient, submissionId, {
        status: 'created',
        projectId,
        extractedDocumentText,
      });
    } catch (error) {
      const message = analysisFailureMessage(error);
      toast.error('Analysis Failed', { description: message });
      setSubmission(queryClient, submissionId, { status: 'failed', error: message });
    }
  }

  async function submit(notes: string, files: readonly File[]): Promise<void> {
    if (notes.trim() === '') {
      toast.error('Notes required', { description: 'Please enter client notes before submitting' });
      return;
    }
    setIsSubmitting(true);
    const submissionId = crypto.randomUUID();
    setSubmission(queryClient, submissionId, { status: 'sending' });
    if (files.length > 0) {
      toast.info('Processing Documents', {
        description: `Reading ${files.length} document(s)...`,
      });
    }
    void send(submissionId, notes, files);
    await new Promise((resolve) => setTimeout(resolve, NAVIGATION_DELAY_MS));
    // Already answered: straight to the project; else /results takes its id when it comes.
    const sent = getSubmission(queryClient, submissionId);
    await navigate(
      sent?.status === 'created'
        ? `/results?project=${encodeURIComponent(sent.projectId)}`
        : '/results',
      {
        state: {
          isLoading: true,
          analysis: null,
          clientNotes: notes,
          extractedDocumentText: sent?.status === 'created' ? sent.extractedDocumentText : '',
          hasDocuments: files.length > 0,
          submissionId,
        },
      },
    );
    setIsSubmitting(false);
  }

  return { submit, isSubmitting };
}
